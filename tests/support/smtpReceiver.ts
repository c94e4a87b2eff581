// A mail server for tests, speaking just enough SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT) for nodemailer:
// it keeps each message it accepts, and refuses the next ones with a temporary error while told to.
import { createServer, type Socket } from "node:net"

export interface ReceivedMail {
  readonly to: string
  /** The message as sent: headers, a blank line, then the body. */
  readonly data: string
}

export interface SmtpReceiver {
  readonly url: string
  readonly received: ReadonlyArray<ReceivedMail>
  /** How many messages to refuse (451) before accepting again. */
  refuseNext: number
  readonly close: () => Promise<void>
}

export const startSmtpReceiver = async (): Promise<SmtpReceiver> => {
  const received: Array<ReceivedMail> = []
  const sockets = new Set<Socket>()
  // Made once the server listens; connections come only after that.
  let receiver: SmtpReceiver
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    socket.on("error", () => socket.destroy())
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ""
    let to = ""
    let data: Array<string> | undefined
    reply("220 test ESMTP")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line !== ".") data.push(line.startsWith("..") ? line.slice(1) : line)
          else if (receiver.refuseNext > 0) {
            receiver.refuseNext -= 1
            data = undefined
            reply("451 try again later")
          } else {
            received.push({ to, data: data.join("\n") })
            data = undefined
            reply("250 accepted")
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "EHLO" || verb === "HELO") reply("250 test")
        else if (verb === "MAIL") reply("250 ok")
        else if (verb === "RCPT") {
          to = /<(.*)>/.exec(line)?.[1] ?? ""
          reply("250 ok")
        } else if (verb === "DATA") {
          data = []
          reply("354 go on")
        } else if (verb === "QUIT") {
          reply("221 bye")
          socket.end()
        } else if (verb === "RSET" || verb === "NOOP") reply("250 ok")
        else reply("502 not here")
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (!address || typeof address === "string") throw new Error("the SMTP receiver has no port")
  receiver = {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  return receiver
}
