import {
  COLLECT_MAX_LINES,
  RECEIVER_PHONE,
  type AreaTree,
  type CollectDraftRow,
  type CollectRecord,
  type CollectSubmitRequest,
} from '@oms/api-client';
import { recogniseAddress } from '@oms/api-client';

export interface CollectLineValue {
  stall: string;
  articleNo: string;
  color: string;
  size: string;
  qty: number | null;
}

/** One order of the 手动报单 table as the seller is typing it. */
export interface CollectRowValue {
  /** React's key: stays with the row while rows above it are removed. */
  key: string;
  /** The 报单记录 being edited (草稿, 待核价, 失败), if any. */
  id?: number;
  receiverText: string;
  receiver: { name: string; phone: string; areaCode: string; address: string };
  lines: CollectLineValue[];
  remark: string;
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export const emptyLine = (): CollectLineValue => ({ stall: '', articleNo: '', color: '', size: '', qty: 1 });

export const emptyRow = (): CollectRowValue => ({
  key: newKey(),
  receiverText: '',
  receiver: { name: '', phone: '', areaCode: '', address: '' },
  lines: [emptyLine()],
  remark: '',
});

/** A record loaded to edit (keeps its id) or to report again (a new row with the same content). */
export function rowFromRecord(record: CollectRecord, mode: 'edit' | 'again'): CollectRowValue {
  return {
    key: newKey(),
    ...(mode === 'edit' ? { id: record.id } : {}),
    receiverText: record.receiverText,
    receiver: {
      name: record.receiver.name,
      phone: record.receiver.phone,
      areaCode: record.receiver.areaCode,
      address: record.receiver.address,
    },
    lines: record.lines.length ? record.lines.map((l) => ({ ...l })) : [emptyLine()],
    remark: record.remark,
  };
}

/** 智能识别 of the pasted text into the row's receiver; what it could not tell stays as it was. */
export function recogniseRow(row: CollectRowValue, tree: AreaTree): CollectRowValue {
  const found = recogniseAddress(row.receiverText, tree);
  return {
    ...row,
    receiver: {
      name: found.name ?? row.receiver.name,
      phone: found.phone ?? row.receiver.phone,
      areaCode: found.areaCode ?? row.receiver.areaCode,
      address: found.address ?? row.receiver.address,
    },
  };
}

/** A row nobody has typed into: left out of 保存草稿 and 提交. */
export function isBlank(row: CollectRowValue): boolean {
  const { name, phone, areaCode, address } = row.receiver;
  return (
    !row.receiverText.trim() &&
    !name.trim() &&
    !phone.trim() &&
    !areaCode &&
    !address.trim() &&
    !row.remark.trim() &&
    row.lines.every((l) => !l.stall.trim() && !l.articleNo.trim() && !l.color.trim() && !l.size.trim())
  );
}

/** What stops the row from being submitted, worded for the row's own message line. */
export function rowProblems(row: CollectRowValue): string[] {
  const problems: string[] = [];
  const { name, phone, areaCode, address } = row.receiver;
  if (!name.trim()) problems.push('请填写收件人');
  if (!phone.trim()) problems.push('请填写手机号');
  else if (!RECEIVER_PHONE.test(phone.trim())) problems.push('手机号格式不正确');
  if (!areaCode) problems.push('请选择省市区');
  if (!address.trim()) problems.push('请填写详细地址');
  if (row.lines.length > COLLECT_MAX_LINES) problems.push(`一单最多${COLLECT_MAX_LINES}款商品`);
  row.lines.forEach((l, i) => {
    const missing = [
      !l.stall.trim() && '档口',
      !l.articleNo.trim() && '货号',
      !l.color.trim() && '颜色',
      !l.size.trim() && '尺码',
      !(l.qty && l.qty >= 1 && l.qty <= 999) && '数量',
    ].filter(Boolean);
    if (missing.length) problems.push(`第${i + 1}款缺少${missing.join('、')}`);
  });
  return problems;
}

const trimmed = (l: CollectLineValue) => ({
  stall: l.stall.trim(),
  articleNo: l.articleNo.trim(),
  color: l.color.trim(),
  size: l.size.trim(),
});

export function toDraft(row: CollectRowValue): CollectDraftRow {
  return {
    ...(row.id ? { id: row.id } : {}),
    receiverText: row.receiverText,
    receiver: {
      name: row.receiver.name.trim(),
      phone: row.receiver.phone.trim(),
      areaCode: row.receiver.areaCode,
      address: row.receiver.address.trim(),
    },
    lines: row.lines.map((l) => ({ ...trimmed(l), qty: l.qty && l.qty >= 1 && l.qty <= 999 ? l.qty : null })),
    remark: row.remark.trim(),
  };
}

/** A complete row (rowProblems empty) as 提交 sends it. */
export function toSubmitted(row: CollectRowValue): CollectSubmitRequest['rows'][number] {
  return {
    ...(row.id ? { id: row.id } : {}),
    ...(row.receiverText.trim() ? { receiverText: row.receiverText } : {}),
    receiver: {
      name: row.receiver.name.trim(),
      phone: row.receiver.phone.trim(),
      areaCode: row.receiver.areaCode,
      address: row.receiver.address.trim(),
    },
    lines: row.lines.map((l) => ({ ...trimmed(l), qty: l.qty! })),
    ...(row.remark.trim() ? { remark: row.remark.trim() } : {}),
  };
}

/** The cascader's value for a district code: [province, city, district], or [] when not in the tree. */
export function areaPath(tree: AreaTree | undefined, areaCode: string): string[] {
  if (!tree || !areaCode) return [];
  for (const province of tree)
    for (const city of province.children)
      if (city.children.some((d) => d.code === areaCode)) return [province.code, city.code, areaCode];
  return [];
}
