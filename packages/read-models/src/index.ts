// The read-model contract: the collections' names, their view types and the presenters that read them.
// Projectors write through it and the APIs read through it, so a reader never loads the projection runtime.
// One line per feature file: `export * from './<feature>/<file>';`
export {};
