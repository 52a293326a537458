import { Cell, Section } from '@telegram-apps/telegram-ui';
import { HOW_TO_PLAY } from '@app/shared/client/game-flow/how-to-play-steps';

/** How to Play, numbered: under a visitor's puzzle (`titled`), and in a first launch's sheet, whose title it has. */
export function HowToPlaySteps({ titled = false }: { titled?: boolean }) {
  return (
    <Section header={titled ? HOW_TO_PLAY.title : undefined}>
      {HOW_TO_PLAY.steps.map((step, index) => (
        <Cell key={step} before={<span className="step tabular">{index + 1}</span>} multiline>
          {step}
        </Cell>
      ))}
    </Section>
  );
}
