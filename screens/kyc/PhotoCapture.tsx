// A photo for an identity check: taken with the camera (getUserMedia), or chosen from the files when there is
// no camera or the user prefers. Photos are sent as JPEG data URLs, at most 5 MB.
import { useEffect, useRef, useState } from "react"
import { kycImageMaxBytes } from "../../schema/kyc.ts"
import { kycLabels } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"

export interface PhotoCaptureProps {
  readonly label: string
  readonly value: string | undefined
  readonly onChange: (dataUrl: string | undefined) => void
  readonly isDisabled?: boolean
}

const longestSide = 1600

const snapshotOf = (video: HTMLVideoElement) => {
  const scale = Math.min(1, longestSide / Math.max(video.videoWidth, video.videoHeight))
  const canvas = document.createElement("canvas")
  canvas.width = Math.round(video.videoWidth * scale)
  canvas.height = Math.round(video.videoHeight * scale)
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL("image/jpeg", 0.85)
}

export function PhotoCapture({ label, value, onChange, isDisabled }: PhotoCaptureProps) {
  const { t } = useText()
  const video = useRef<HTMLVideoElement>(null)
  const [stream, setStream] = useState<MediaStream>()
  const [problem, setProblem] = useState<string>()
  // Capture waits for the camera's first frame: before it, a photo would be empty.
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream
    return () => {
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [stream])

  const openCamera = async () => {
    setProblem(undefined)
    setReady(false)
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("no camera")
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }))
    } catch {
      setProblem(kycLabels.cameraUnavailable)
    }
  }

  const capture = () => {
    const frame = video.current
    if (!frame || frame.videoWidth === 0) return
    onChange(snapshotOf(frame))
    setStream(undefined)
  }

  const choose = (file: File | undefined) => {
    if (!file) return
    if (file.size > kycImageMaxBytes) return setProblem(kycLabels.photoTooLarge)
    setProblem(undefined)
    const reader = new FileReader()
    reader.onload = () => typeof reader.result === "string" && onChange(reader.result)
    reader.readAsDataURL(file)
  }

  return (
    <fieldset className="photo" disabled={isDisabled}>
      <legend className="field-label">{t(label)}</legend>
      {stream ? (
        <div className="photo-camera">
          <video ref={video} autoPlay playsInline muted className="photo-video" onLoadedData={() => setReady(true)} />
          <div className="row-buttons">
            <Button onPress={capture} isDisabled={!ready}>
              {kycLabels.capture}
            </Button>
            <Button className="button button-secondary" onPress={() => setStream(undefined)}>
              {kycLabels.cancel}
            </Button>
          </div>
        </div>
      ) : value ? (
        <div className="photo-taken">
          <img src={value} alt={t(kycLabels.photoTaken(label))} className="photo-preview" />
          <Button className="link-button" onPress={() => onChange(undefined)}>
            {kycLabels.retake}
          </Button>
        </div>
      ) : (
        <div className="row-buttons">
          <Button onPress={openCamera}>{kycLabels.takePhoto}</Button>
          <label className="button button-secondary file-button">
            {t(kycLabels.chooseFile)}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="visually-hidden"
              onChange={(event) => {
                choose(event.target.files?.[0])
                event.target.value = ""
              }}
            />
          </label>
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </fieldset>
  )
}
