// What this process has written to the database, as a counter a cache can compare: every connection of the server's
// pool is opened through `watchedConnection`, which reads the tags PostgreSQL sends back ("UPDATE 1", "INSERT 0 1",
// "COMMIT", ...) and counts up at every write and again when the server is ready for the next query (an implicit
// transaction has committed by then). A cache entry read while the counter stood still since before its query was
// sent holds no write of this process made before it; other processes' writes are not seen here.
import * as Net from "node:net"
import type { Duplex } from "node:stream"

let generation = 0
/** False once a connection of this process could not be watched (TLS): nothing may then trust the counter. */
let everyConnectionWatched = true

/** Counts up at every write this process's watched connections made. */
export const writeGeneration = () => generation
export const writesAreWatched = () => everyConnectionWatched
/** A connection this process cannot watch (one that asked for TLS). */
export const unwatchedConnection = () => {
  everyConnectionWatched = false
}

const commandComplete = 0x43 // 'C'
const readyForQuery = 0x5a // 'Z'
const sslRequestCode = 80877103
// A statement answering one of these changed nothing. A data-modifying CTE or a writing function would answer SELECT
// too: the server has neither (keep it so), and a cache entry's one-second age still bounds what it could miss.
const readsOnly = /^(SELECT|BEGIN|SHOW|FETCH|LISTEN)\b/

/** A plain TCP connection to PostgreSQL whose answers are read for writes on the way (see the file's comment). */
export const watchedConnection = (host: string, port: number) => (): Duplex => {
  const socket = Net.connect({ host, port, noDelay: true })
  let header = Buffer.alloc(0)
  let bodyLeft = 0
  let tag: Array<Buffer> | undefined
  let writeToCommit = false
  // The answer to an SSL request is one byte, outside the message framing.
  let sslAnswerDue = false
  const write = socket.write.bind(socket) as (...args: Array<unknown>) => boolean
  socket.write = ((chunk: unknown, ...rest: Array<unknown>) => {
    if (chunk instanceof Uint8Array && chunk.length === 8) {
      sslAnswerDue ||= Buffer.from(chunk.buffer, chunk.byteOffset, 8).readInt32BE(4) === sslRequestCode
    }
    return write(chunk, ...rest)
  }) as typeof socket.write
  const messageEnds = (type: number | undefined) => {
    if (type === commandComplete && tag) {
      const text = Buffer.concat(tag).toString("latin1")
      if (!readsOnly.test(text)) {
        generation++
        writeToCommit = true
      }
    }
    if (type === readyForQuery && writeToCommit) {
      generation++
      writeToCommit = false
    }
  }
  let type: number | undefined
  socket.on("data", (chunk: Buffer) => {
    let at = 0
    if (sslAnswerDue && chunk.length > 0) {
      sslAnswerDue = false
      // 'S': the rest is encrypted and cannot be read here.
      if (chunk[0] === 0x53) unwatchedConnection()
      at = 1
    }
    while (at < chunk.length) {
      if (bodyLeft > 0) {
        const take = Math.min(bodyLeft, chunk.length - at)
        if (tag) tag.push(chunk.subarray(at, at + take))
        at += take
        bodyLeft -= take
        if (bodyLeft === 0) messageEnds(type)
        continue
      }
      if (header.length === 0 && chunk.length - at >= 5) {
        // The usual case, without copying: the whole header is in this chunk.
        type = chunk[at]
        bodyLeft = chunk.readInt32BE(at + 1) - 4
        at += 5
      } else {
        const take = Math.min(5 - header.length, chunk.length - at)
        header = Buffer.concat([header, chunk.subarray(at, at + take)])
        at += take
        if (header.length < 5) continue
        type = header[0]
        bodyLeft = header.readInt32BE(1) - 4
        header = Buffer.alloc(0)
      }
      tag = type === commandComplete ? [] : undefined
      if (bodyLeft === 0) messageEnds(type)
    }
  })
  return socket
}
