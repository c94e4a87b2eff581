// An upload is judged by its first bytes, never by the name or type the browser claims.
const signatures: ReadonlyArray<{ readonly mime: string; readonly matches: (b: Uint8Array) => boolean }> = [
  { mime: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: "image/png",
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  {
    mime: "image/webp",
    matches: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
]

export const imageTypeOf = (bytes: Uint8Array): string | undefined => signatures.find((s) => s.matches(bytes))?.mime

const pdf = { mime: "application/pdf", matches: (b: Uint8Array) => String.fromCharCode(...b.slice(0, 5)) === "%PDF-" }
const receiptTypes = [...signatures.filter((s) => s.mime !== "image/webp"), pdf]

/** Receipts (spec 2 §4): jpg, png or pdf, by content. */
export const receiptTypeOf = (bytes: Uint8Array): string | undefined => receiptTypes.find((s) => s.matches(bytes))?.mime
