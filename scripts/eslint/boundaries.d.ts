import type { Rule } from 'eslint';

/** Types for the config's plain-JS plugin (boundaries.js), for its test. */
declare const plugin: {
  rules: {
    layers: Rule.RuleModule;
    'feature-cycles': Rule.RuleModule;
    'functions-layers': Rule.RuleModule;
    'domain-pure': Rule.RuleModule;
    'data-in-api': Rule.RuleModule;
  };
};
export default plugin;
