import { PORTFOLIO, type Portfolio } from '@portfolio/contract';
import type { FieldErrors } from '../form/validate-portfolio';
import { ChoiceField } from '../form/field';
import { Panel } from '../form/panel';

const THEMES = PORTFOLIO.fields.appearance.fields.theme.options;

/** Under the "Personal" tab: 'Site theme', what a visitor sees before choosing one of their own. */
export function AppearancePanel({
  value,
  onChange,
  errors,
}: {
  value: Portfolio['appearance'];
  onChange: (value: Portfolio['appearance']) => void;
  errors: FieldErrors;
}) {
  return (
    <Panel
      title="Appearance"
      description="The public page's theme for a visitor who has not picked one with its 'Theme' control. System follows the visitor's device."
    >
      <div className="grid gap-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6 md:grid-cols-2">
        <ChoiceField
          path="appearance.theme"
          label="Site theme"
          options={THEMES}
          value={value.theme}
          onChange={(theme) => onChange({ ...value, theme })}
          error={errors['appearance.theme']}
        />
      </div>
    </Panel>
  );
}
