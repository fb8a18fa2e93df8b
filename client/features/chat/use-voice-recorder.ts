import { useEffect, useRef, useState } from 'react';
import { MAX_VOICE_SECONDS } from '@common/contracts/plain-values';

const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** Records a voice message in the browser (MediaRecorder); stops by itself after 5 minutes. */
export function useVoiceRecorder(onDone: (blob: Blob, seconds: number) => void) {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const started = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // Drawn on the server (app/server-render.tsx) as on the phones that have it, nearly all: the
  // composer keeps its layout when the live screen replaces the drawn one.
  const supported =
    typeof window === 'undefined' ||
    (typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const mimeType = TYPES.find((t) => MediaRecorder.isTypeSupported(t));
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      clearInterval(timer.current);
      setRecording(false);
      const seconds = Math.max(
        1,
        Math.min(MAX_VOICE_SECONDS, Math.round((Date.now() - started.current) / 1000)),
      );
      const type = (rec.mimeType || 'audio/webm').split(';')[0]!;
      onDone(new Blob(chunks, { type }), seconds);
    };
    recorder.current = rec;
    started.current = Date.now();
    setElapsed(0);
    rec.start();
    setRecording(true);
    timer.current = setInterval(() => {
      const s = Math.round((Date.now() - started.current) / 1000);
      setElapsed(s);
      if (s >= MAX_VOICE_SECONDS) rec.stop();
    }, 500);
  };

  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();
  return { supported, recording, elapsed, start, stop };
}
