import { pickPortfolio, type Portfolio, type PortfolioInput } from './document/portfolio.js';

/**
 * The content a new install starts with, and what the public page shows when the API cannot be
 * reached: a software and machine-learning developer, 16 skills, 3 projects,
 * 3 blog posts. Written as the specification's document and read like any stored one, so the
 * fields added since come from the description, empty: a new field needs no edit here.
 */
export const DEFAULT_PORTFOLIO: Portfolio = /* @__PURE__ */ pickPortfolio({
  personalInfo: {
    name: 'Alex Morgan',
    title: 'Software & Machine Learning Engineer',
    description:
      'I design and build reliable web products and the machine-learning systems behind them: ' +
      'from data pipelines and model training to fast, accessible interfaces that people enjoy using.',
    email: 'hello@example.com',
    github: 'https://github.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
  },
  skills: [
    { name: 'Python' },
    { name: 'TypeScript' },
    { name: 'JavaScript' },
    { name: 'React' },
    { name: 'Node.js' },
    { name: 'NestJS' },
    { name: 'PostgreSQL' },
    { name: 'PyTorch' },
    { name: 'TensorFlow' },
    { name: 'scikit-learn' },
    { name: 'Pandas' },
    { name: 'NumPy' },
    { name: 'Docker' },
    { name: 'Kubernetes' },
    { name: 'AWS' },
    { name: 'Git' },
  ],
  projects: [
    {
      title: 'Sentiment Analysis Platform',
      description:
        'A service that classifies the sentiment of customer reviews in real time with a ' +
        'fine-tuned transformer model, with a dashboard for trends across products.',
      tech: ['Python', 'PyTorch', 'FastAPI', 'React', 'PostgreSQL'],
      github: 'https://github.com/example/sentiment-analysis',
      live: 'https://sentiment.example.com',
    },
    {
      title: 'Image Recognition API',
      description:
        'A REST API that recognises objects in photos using a convolutional network, ' +
        'served behind a queue that scales with the load.',
      tech: ['TensorFlow', 'Python', 'Docker', 'AWS'],
      github: 'https://github.com/example/image-recognition',
      live: 'https://vision.example.com',
    },
    {
      title: 'Realtime Analytics Dashboard',
      description:
        'A dashboard that streams product metrics and forecasts them with time-series models, ' +
        'built to stay fast on phones and slow networks.',
      tech: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      github: 'https://github.com/example/analytics-dashboard',
      live: 'https://analytics.example.com',
    },
  ],
  blogs: [
    {
      title: 'Deploying Machine Learning Models to Production',
      excerpt:
        'What it takes to move a model from a notebook to a service that answers in milliseconds: ' +
        'packaging, monitoring and safe roll-outs.',
      date: '2024-03-15',
      readTime: '8 min read',
    },
    {
      title: 'Type-Safe APIs with TypeScript',
      excerpt:
        'Sharing one set of types between the server and the browser removes a whole class of bugs. ' +
        'Here is how to set it up without a code generator.',
      date: '2024-02-01',
      readTime: '6 min read',
    },
    {
      title: 'A Practical Guide to Feature Engineering',
      excerpt:
        'Better features beat bigger models. A tour of the techniques that moved the needle ' +
        'on real projects, with code you can reuse.',
      date: '2024-01-10',
      readTime: '10 min read',
    },
  ],
} satisfies PortfolioInput);
