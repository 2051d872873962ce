declare module 'virtual:simu-widget-css' {
  const css: string
  export default css
}
