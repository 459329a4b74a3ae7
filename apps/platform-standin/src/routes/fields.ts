import type { FastifyRequest } from 'fastify';
import { channelOf, type ChannelCode } from '../channels.ts';
import { StandInError, invalidParameter } from '../errors.ts';

/** A form, query or JSON body as the routes read it: named values, maybe absent, maybe of any type. */
export type Fields = Record<string, unknown>;

export function fieldsOf(source: unknown): Fields {
  return source !== null && typeof source === 'object' ? (source as Fields) : {};
}

export function optionalText(fields: Fields, name: string, maxLength = 2000): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw invalidParameter(`${name} 格式不正确`);
  return value;
}

export function requiredText(fields: Fields, name: string, maxLength = 2000): string {
  const value = optionalText(fields, name, maxLength);
  if (value === undefined) throw invalidParameter(`缺少参数 ${name}`);
  return value;
}

/** A whole number in [min, max], from JSON or from text (forms and queries). */
export function optionalInteger(fields: Fields, name: string, min: number, max: number): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw invalidParameter(`${name} 须为 ${min} 到 ${max} 的整数`);
  }
  return number;
}

/** The channel of the path (`/pdd/…`); an unknown one is no API at all. */
export function channelParam(request: FastifyRequest): ChannelCode {
  const channel = channelOf(String(fieldsOf(request.params).channel ?? ''));
  if (!channel || fieldsOf(request.params).channel !== channel.toLowerCase()) {
    throw new StandInError('NOT_FOUND', '接口不存在');
  }
  return channel;
}

/** An ISO 8601 instant, as ms. */
export function instant(text: string, name: string): number {
  const ms = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(ms))
    throw invalidParameter(`${name} 须为 ISO 8601 时间`);
  return ms;
}
