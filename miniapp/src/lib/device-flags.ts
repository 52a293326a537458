import { request, supports } from '@telegram-apps/bridge';
import { useEffect, useState } from 'react';
import type { DeviceStorage } from '@app/shared/client/safe-storage';
import { readTelegramEnv } from '../identity/launch-params';
import { post } from './controls';

/** How long a read from Telegram's storage may take before the browser's copy is used alone. */
const READ_TIMEOUT_MS = 3_000;

/** Values read from or written to Telegram's storage in this visit, by key. */
const known = new Map<string, string | null>();
let nextRequest = 0;

/** Whether this client keeps values on the device for the Mini App (DeviceStorage, Bot API 9.0). */
const hasDeviceStorage = () =>
  supports('web_app_device_storage_get_key', readTelegramEnv()?.version ?? '6.0') &&
  supports('web_app_device_storage_save_key', readTelegramEnv()?.version ?? '6.0');

const requestId = () => `device-flag-${++nextRequest}`;

async function readFromTelegram(key: string): Promise<string | null> {
  if (known.has(key)) return known.get(key) ?? null;
  const reqId = requestId();
  try {
    const answer = await request(
      'web_app_device_storage_get_key',
      ['device_storage_key_received', 'device_storage_failed'],
      {
        params: { key, req_id: reqId },
        capture: ({ payload }) => payload.req_id === reqId,
        timeout: READ_TIMEOUT_MS,
      },
    );
    const value = 'value' in answer ? (answer.value ?? null) : null;
    known.set(key, value);
    return value;
  } catch {
    return null;
  }
}

function saveInTelegram(key: string, value: string): void {
  known.set(key, value);
  post('web_app_device_storage_save_key', { key, value, req_id: requestId() });
}

/**
 * The device's own flags `keys` (how to play seen, a banner closed): kept in Telegram's
 * DeviceStorage where the client has it, so they survive in Telegram Web's frame, whose
 * browser storage may be denied; the browser's storage is written too and read where
 * Telegram holds nothing (an older client, or a flag set before).
 */
async function loadDeviceFlags(browser: DeviceStorage, keys: readonly string[]): Promise<DeviceStorage> {
  if (!hasDeviceStorage()) return browser;
  await Promise.all(keys.map(readFromTelegram));
  return {
    get: (key) => known.get(key) ?? browser.get(key),
    set: (key, value) => {
      saveInTelegram(key, value);
      browser.set(key, value);
    },
  };
}

/** The device's flags `keys` once read (null until then), over the browser's storage `browser`. */
export function useDeviceFlags(browser: DeviceStorage, keys: readonly string[]): DeviceStorage | null {
  const [fallback] = useState(browser);
  const [flags, setFlags] = useState<DeviceStorage | null>(null);
  const keyList = keys.join('\n');
  useEffect(() => {
    let live = true;
    void loadDeviceFlags(fallback, keyList.split('\n')).then((loaded) => {
      if (live) setFlags(loaded);
    });
    return () => {
      live = false;
    };
  }, [fallback, keyList]);
  return flags;
}
