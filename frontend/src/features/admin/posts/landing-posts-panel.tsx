import { LANDING_POSTS_MAX, PORTFOLIO, type Portfolio } from '@portfolio/contract';
import type { FieldErrors } from '../form/validate-portfolio';
import { ChoiceField } from '../form/field';
import { Panel } from '../form/panel';

// The description lists 6, the default, first; the owner reads the numbers in order.
const COUNTS = [...PORTFOLIO.fields.landingPage.fields.posts.options].sort((a, b) => Number(a.value) - Number(b.value));

/** Above the posts in the "Blogs" tab: how many posts the landing page shows, and what it shows first. */
export function LandingPostsPanel({
  value,
  onChange,
  errors,
}: {
  value: Portfolio['landingPage'];
  onChange: (value: Portfolio['landingPage']) => void;
  errors: FieldErrors;
}) {
  return (
    <Panel
      title="Landing page"
      description={`The landing page shows the posts pinned to it, in the order below, then the newest, and links to all posts when there are more. At most ${LANDING_POSTS_MAX}.`}
    >
      <div className="grid gap-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6 md:grid-cols-2">
        <ChoiceField
          path="landingPage.posts"
          label="Posts on the landing page"
          options={COUNTS}
          value={value.posts}
          onChange={(posts) => onChange({ ...value, posts })}
          error={errors['landingPage.posts']}
        />
      </div>
    </Panel>
  );
}
