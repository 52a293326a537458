import { Cell, Section } from '@telegram-apps/telegram-ui';
import { howToPlaySteps } from '@app/shared/client/game-flow/how-to-play-steps';
import { useT } from '@app/shared/client/i18n/use-t';

/** How to Play, numbered: under a visitor's puzzle (`titled`), and in a first launch's sheet, whose title it has. */
export function HowToPlaySteps({ titled = false }: { titled?: boolean }) {
  const t = useT();
  return (
    <Section header={titled ? t('howTo.title') : undefined}>
      {howToPlaySteps().map((step, index) => (
        <Cell key={step} before={<span className="step tabular">{index + 1}</span>} multiline>
          {step}
        </Cell>
      ))}
    </Section>
  );
}
