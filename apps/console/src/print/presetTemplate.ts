import { findPreset, parseTemplate, type Template } from '@oms/label-engine';

const cache = new Map<string, Template>();

/** A preset of the label engine as a template (parsed once); `copiesField` prints that many of each row. */
export function presetTemplate(id: string, copiesField?: string): Template {
  const key = `${id}:${copiesField ?? ''}`;
  let template = cache.get(key);
  if (!template) {
    const preset = findPreset(id);
    if (!preset) throw new Error(`no label preset ${id}`);
    template = { ...parseTemplate(preset.template), ...(copiesField ? { copiesField } : {}) };
    cache.set(key, template);
  }
  return template;
}
