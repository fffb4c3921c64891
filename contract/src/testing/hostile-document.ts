import type { ObjectField, ValueOf } from '../document/fields.js';
import { buildDocument } from './build-document.js';

/** What a hostile document puts in its fields: any text, and text that is still a valid link. */
export interface Payload {
  text: string;
  url: string;
}

/** Everything that could end or change the element, attribute, JSON or comment a value is written in. */
export const HOSTILE: Payload = {
  text: `</script><!--"'&\u2028</title><b>x</b>$&`,
  url: `https://example.com/?q="</script><!--'&x=1`,
};

/**
 * A document with one item in each list and every text the owner writes set to the payload
 * after the name of its field, cut to fit (`title </script>…`), and every link to the URL
 * payload after its field's name (`…&github`): each can be found where it lands in a page. The
 * email, the dates, the addresses and the uploads are plain, since a save accepts only valid ones;
 * each choice is its first option (a post is published), nothing is hidden, and no post has a stored body.
 */
export function hostileDocument<F extends ObjectField>(description: F, payload: Payload): ValueOf<F> {
  return buildDocument(description, {
    length: () => 1,
    value: (field, path) => {
      const name = path.split('.').at(-1)!;
      switch (field.kind) {
        case 'text':
          return `${name.slice(0, Math.max(0, field.max - payload.text.length - 1))} ${payload.text}`.slice(-field.max);
        case 'url':
          return `${payload.url}&${name}`;
        case 'email':
          return 'owner@example.com';
        case 'date':
          return '2024-03-15';
        case 'slug':
          return name.toLowerCase();
        case 'formerPath':
          return `/old-site/${name.toLowerCase()}/`;
        case 'instant':
          return '2024-03-15T09:30:00Z';
        case 'choice':
          return field.options[0].value;
        case 'language':
          return 'en';
        // Everything shown: the hostile tests look for every text in the page.
        case 'flag':
          return false;
        // Uploads and post bodies are refused unless they are stored.
        case 'media':
        case 'postBody':
          return '';
      }
    },
  }) as ValueOf<F>;
}
