// The link's QR code as an SVG drawn from uqr's module matrix, with a download of the same picture for print.
// Loaded on demand (MerchantPage's lazy import), so no page of the widget carries the encoder until it is shown.
import { useMemo } from "react"
import { encode } from "uqr"
import { merchantLabels } from "../../schema/merchantLabels.ts"

const svgOf = (text: string) => {
  // Level M survives a smudge or a fold on paper; a border of 4 modules is the quiet zone readers expect.
  const { data } = encode(text, { ecc: "M", border: 4 })
  const size = data.length
  const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : []))).join("")
  return {
    size,
    dark,
    file: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${dark}" fill="#000"/></svg>`,
  }
}

export default function QrCode({ text }: { readonly text: string }) {
  const { size, dark, file } = useMemo(() => svgOf(text), [text])
  return (
    <figure className="merchant-qr">
      <svg role="img" aria-label={merchantLabels.qrCode} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={dark} fill="#000" />
      </svg>
      <a href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(file)}`} download="widget-link-qr.svg">
        {merchantLabels.downloadQr}
      </a>
    </figure>
  )
}
