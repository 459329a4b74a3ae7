import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { Input, type InputRef } from 'antd';
import { scanTone } from './scanTone.ts';

export interface ScanInputHandle {
  /** Focus back in the box with its text selected: the next scan replaces it. */
  ready(): void;
}

export interface ScanInputProps {
  /** The box's accessible name (扫描或输入单号). */
  label: string;
  placeholder?: string;
  /** The search button's text. */
  enterText?: string;
  /**
   * One scan (Enter ended it), trimmed and never empty, never while the last one is still answered:
   * true found, false not found (each with its tone), null nothing to say by ear (an error shown).
   */
  onScan: (code: string) => Promise<boolean | null>;
  /** Tones on found / not found (default on). */
  sound?: boolean;
}

/**
 * The box a keyboard-wedge scanner types into: it keeps focus, a scan ends at Enter, each answer is
 * heard (one high tone found, two low ones not) so eyes stay on the parcel, and the box is ready for the
 * next one with the last code selected. Scans arriving while one is answered are dropped rather than
 * queued: a double trigger of the gun must not count twice.
 */
export const ScanInput = forwardRef<ScanInputHandle, ScanInputProps>(function ScanInput(p, ref) {
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = () => {
    input.current?.focus();
    input.current?.select();
  };
  useImperativeHandle(ref, () => ({ ready }));
  const scan = async (raw: string) => {
    const code = raw.trim();
    if (!code || busy) return;
    setBusy(true);
    try {
      const found = await p.onScan(code);
      if (found !== null && p.sound !== false) scanTone(found);
    } finally {
      setBusy(false);
      ready();
    }
  };
  return (
    <Input.Search
      ref={input}
      autoFocus
      size="large"
      aria-label={p.label}
      placeholder={p.placeholder}
      enterButton={p.enterText ?? '查询'}
      loading={busy}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => void scan(v)}
    />
  );
});
