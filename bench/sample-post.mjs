// The post make bench reads: 5,000 words of prose in sections, with five code blocks and two
// images, as a long technical article is written.

const WORDS = 'the page renders once per version and nginx keeps its copy for a second while readers come'.split(' ');
const CODE = [
  ['ts', 'export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n'],
  ['bash', 'npm ci\nmake build && make start\ncurl -fsS http://localhost:8080/api/health\n'],
  ['json', '{\n  "status": "ok",\n  "database": "up",\n  "document": "valid"\n}\n'],
  ['python', 'def mean(values):\n    return sum(values) / len(values) if values else 0.0\n'],
  ['css', '.card {\n  border-radius: 0.75rem;\n  padding: 1.5rem;\n}\n'],
];

/** `count` words of prose, in sentences of twelve. */
function prose(count, offset) {
  const words = Array.from({ length: count }, (_, index) => WORDS[(offset + index) % WORDS.length]);
  const sentences = [];
  for (let start = 0; start < words.length; start += 12) {
    const sentence = words.slice(start, start + 12).join(' ');
    sentences.push(`${sentence[0].toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}

/** The Markdown of the post, its images being these two uploads' addresses. */
export function samplePost([first, second]) {
  const sections = Array.from({ length: 10 }, (_, index) => {
    const [language, code] = CODE[index % CODE.length];
    const figure = index === 1 ? `![A photo](${first})\n\n` : index === 6 ? `![Another photo](${second})\n\n` : '';
    const block = index % 2 === 0 ? `\`\`\`${language}\n${code}\`\`\`\n\n` : '';
    return `## Part ${index + 1}\n\n${prose(250, index)}\n\n${figure}${block}${prose(250, index + 5)}\n`;
  });
  return sections.join('\n');
}

const LONG_WORDS = 'queue lag partition consumer producer offset commit batch retry window burst metric'.split(' ');

/** `characters` characters of prose in sections, each `seed`'s own (words drawn from a seeded sequence). */
export function longPost(seed, characters) {
  let state = seed + 1;
  const word = () => LONG_WORDS[(state = (state * 1103515245 + 12345) % 2 ** 31) % LONG_WORDS.length];
  let markdown = '';
  for (let section = 1; markdown.length < characters; section += 1) {
    markdown += `## Part ${section}\n\n`;
    for (let sentence = 0; sentence < 40; sentence += 1) {
      markdown += `${Array.from({ length: 12 }, word).join(' ')}. `;
    }
    markdown += '\n\n';
  }
  return markdown.slice(0, characters);
}

/** Public posts made from `template` (a post of the document), one a day, each with its stored body's id. */
export function postsWith(template, bodies) {
  return bodies.map((body, post) => ({
    ...template,
    title: `Post ${post + 1}`,
    slug: `post-${post + 1}`,
    date: new Date(Date.UTC(2026, 0, 1 + post)).toISOString().slice(0, 10),
    status: 'published',
    publishAt: '',
    hidden: false,
    body,
    formerSlugs: [],
  }));
}
