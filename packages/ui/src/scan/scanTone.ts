let audio: AudioContext | null = null;

/**
 * The scanner's answer by ear, so eyes can stay on the parcel: one short high tone when found, two low
 * ones when not. Silent where the browser has no Web Audio (or will not play before a gesture).
 */
export function scanTone(found: boolean): void {
  try {
    audio ??= new AudioContext();
    const tones = found
      ? [{ at: 0, hz: 1320, ms: 90 }]
      : [
          { at: 0, hz: 330, ms: 140 },
          { at: 0.2, hz: 330, ms: 140 },
        ];
    for (const t of tones) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = t.hz;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(audio.destination);
      const start = audio.currentTime + t.at;
      osc.start(start);
      osc.stop(start + t.ms / 1000);
    }
  } catch {
    // no sound is no harm: the card says it too
  }
}
