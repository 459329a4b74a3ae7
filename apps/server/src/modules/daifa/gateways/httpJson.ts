/** One JSON call to an outside service with a bearer key; the answer's status and body, or `null` when nothing answered. */
export async function callJson(
  baseUrl: string,
  apiKey: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  } catch {
    return null;
  }
}
