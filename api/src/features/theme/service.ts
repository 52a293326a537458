import type { Appearance, ThemeBody } from '@app/shared/schemas/theme';
import type { Ctx } from '../../context';
import { appearanceCookieOf, appearanceOf } from '../../identity/session/appearance';
import type { CookieToWrite } from '../../identity/session/cookie';
import { updateAppearance } from '../../identity/session/store';

/** The appearance the request shows; `input` is the one the browser's cookie names. */
export function getTheme({ ctx, input: browserChoice }: { ctx: Ctx; input: Appearance | undefined }): ThemeBody {
  return { appearance: appearanceOf({ ctx, input: browserChoice }) };
}

/**
 * Keeps the chosen appearance in the browser's cookie (returned for the route to write)
 * and, for a browser with a session, with the session.
 */
export async function setTheme({
  ctx,
  input: { appearance },
}: {
  ctx: Ctx;
  input: ThemeBody;
}): Promise<{ answer: ThemeBody; cookie: CookieToWrite }> {
  if (ctx.session) await updateAppearance(ctx.database, ctx, ctx.session.id, appearance);
  return { answer: { appearance }, cookie: appearanceCookieOf(appearance, ctx.settings.production) };
}
