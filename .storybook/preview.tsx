import type { Preview } from '@storybook/react-vite'
import { setLanguage } from '@core/platform/locale'

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { title: 'Language', items: [{ value: 'en', title: 'English' }, { value: 'sw', title: 'Kiswahili' }] },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, { globals }) => {
      setLanguage(globals.language === 'sw' ? 'sw' : 'en')
      return <Story />
    },
  ],
}
export default preview
