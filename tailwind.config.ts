import type { Config } from 'tailwindcss';

// Spec §9: primary dark teal, secondary yellow-green. Shades chosen so text on them meets WCAG AA.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './features/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    extend: {
      colors: {
        primary: {
          50: '#e6f2f1',
          100: '#c2dfdc',
          200: '#8cc3be',
          300: '#55a69f',
          400: '#2a8a83',
          500: '#0f6e68',
          600: '#0b5c57',
          700: '#084a46',
          800: '#063a37',
          900: '#042a28',
          DEFAULT: '#0b5c57',
          foreground: '#ffffff',
        },
        secondary: {
          50: '#f5fbe7',
          100: '#e8f5c4',
          200: '#d4ec8e',
          300: '#bfe05a',
          400: '#a8cf32',
          500: '#8fb820',
          600: '#6f9217',
          700: '#546f14',
          800: '#435815',
          900: '#384a16',
          DEFAULT: '#a8cf32',
          foreground: '#1f2a08',
        },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      maxWidth: { page: '1200px' },
    },
  },
  plugins: [],
};

export default config;
