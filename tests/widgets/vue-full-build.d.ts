// Vue's full build (the runtime and the template compiler, for the docs' Vue snippet in frameworks.test.tsx): vue's own types.
declare module 'vue/dist/vue.esm-bundler.js' {
  export * from 'vue'
}
