import { z } from 'zod';
import { CurrentGame, GameImage } from './game';
import { Me } from './wallet';

/**
 * What the web game's first screen waits on, written by the server into the page it sends
 * (`<script type="application/json" id="first-screen">`), as GET /api/me,
 * /api/game/current and /api/game/image would answer that request's session.
 */
export const FirstScreen = z.object({ me: Me, game: CurrentGame, image: GameImage });
export type FirstScreen = z.infer<typeof FirstScreen>;

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
