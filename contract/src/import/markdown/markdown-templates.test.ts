import { describe, expect, it } from 'vitest';
import { removeTemplates } from './markdown-templates.js';

describe('removeTemplates', () => {
  it('makes a Liquid highlight block fenced code, with a fence longer than any run of backticks inside', () => {
    const { markdown, liquidTags } = removeTemplates(
      'Before\n\n{% highlight js linenos %}\nconst a = `x`;\nconst b = ```;\n{% endhighlight %}\n\nAfter',
      'liquid',
    );
    expect(markdown).toBe('Before\n\n````js\nconst a = `x`;\nconst b = ```;\n````\n\nAfter');
    expect(liquidTags).toBe(0);
  });

  it("makes Hugo's highlight shortcode fenced code", () => {
    expect(removeTemplates('{{< highlight go "linenos=table" >}}\nfunc main() {}\n{{< /highlight >}}', 'hugo')).toEqual(
      {
        markdown: '```go\nfunc main() {}\n```',
        liquidTags: 0,
        shortcodes: 0,
        liquidExpressions: 0,
      },
    );
  });

  it('removes Liquid tags and comments, counting each once, and leaves a blank line where a tag stood alone', () => {
    const { markdown, liquidTags } = removeTemplates(
      'One\n{% include note.html %}\nTwo {% if x %}kept{% endif %}\n{% comment %}\nnot shown\n{% endcomment %}\nThree',
      'liquid',
    );
    expect(markdown).toBe('One\n\nTwo kept\n\nThree');
    expect(liquidTags).toBe(3);
  });

  it('keeps a raw block as written, in prose and in code', () => {
    const { markdown, liquidTags, liquidExpressions } = removeTemplates(
      'Write {% raw %}{{ page.title }} and {% if %}{% endraw %}.\n\n```liquid\n{% raw %}{% include x %}{% endraw %}\n```\n',
      'liquid',
    );
    expect(markdown).toBe('Write {{ page.title }} and {% if %}.\n\n```liquid\n{% include x %}\n```\n');
    expect(liquidTags).toBe(0);
    expect(liquidExpressions).toBe(0);
  });

  it('fills {{ site.name }} from the settings, the site address as empty, and counts what it leaves', () => {
    const { markdown, liquidExpressions } = removeTemplates(
      '![a]({{ site.baseurl }}/img/a.png) [repo]({{ site.repository }}) {{ "/about/" | relative_url }} {{ page.date }}',
      'liquid',
      { repository: 'https://github.com/o/r', baseurl: '/blog' },
    );
    expect(markdown).toBe('![a](/img/a.png) [repo](https://github.com/o/r) /about/ {{ page.date }}');
    expect(liquidExpressions).toBe(1);
  });

  it("leaves {{ … }} alone where Liquid never ran, and code's tags as written", () => {
    const text = 'Hugo shows {{ .Title }} as it is, and `{% include x %}` and `{{< youtube x >}}` are code.';
    expect(removeTemplates(text, 'hugo')).toEqual({
      markdown: text,
      liquidTags: 0,
      shortcodes: 0,
      liquidExpressions: 0,
    });
  });

  it('removes shortcodes but keeps what a paired one holds, makes a figure an image, and reads an escaped one as text', () => {
    const { markdown, shortcodes } = removeTemplates(
      [
        '{{< youtube ZJthWmvUzzc >}}',
        '{{% notice tip %}}Kept text{{% /notice %}}',
        '{{< figure src="/images/a b.png" caption="A [b]" >}}',
        'Write {{</* youtube id */>}} to embed.',
        '```',
        '{{</* tweet 1 */>}}',
        '```',
      ].join('\n'),
      'hugo',
    );
    expect(markdown).toBe(
      '\nKept text\n![A \\[b\\]](</images/a b.png>)\nWrite {{< youtube id >}} to embed.\n```\n{{< tweet 1 >}}\n```',
    );
    expect(shortcodes).toBe(2);
  });

  it('removes an inline shortcode with the template it defines, and the excerpt marker', () => {
    const { markdown, shortcodes } = removeTemplates(
      'Intro<!--more--> text\n{{< css.inline >}}\n<style>p {}</style>\n{{< /css.inline >}}\nEnd',
      'hugo',
    );
    expect(markdown).toBe('Intro text\n\nEnd');
    expect(shortcodes).toBe(1);
  });
});
