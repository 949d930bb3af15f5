// The shell's federation contract: it exposes nothing and finds its remotes at run time in /remotes.json.
module.exports = { name: 'shell' };
