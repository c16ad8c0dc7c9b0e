// The few libedit calls flow's REPL makes, as fixed-argument functions:
// `el_set`, `el_get` and `history` are C variadics, which Swift cannot call,
// and Swift 6 rejects the global `stdin`/`stdout`/`stderr` variables. See
// Dependencies.md in the DocC catalog.
#ifndef FLOW_CLIBEDIT_SHIM_H
#define FLOW_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <histedit.h>

static inline FILE *flow_stdout(void) { return stdout; }

/// An editor on the standard streams, in emacs mode, with signal handling
/// (window size changes and the terminal restored around signals).
static inline EditLine *flow_el_init(const char *program) {
    EditLine *el = el_init(program, stdin, stdout, stderr);
    if (el != NULL) {
        el_set(el, EL_EDITOR, "emacs");
        el_set(el, EL_SIGNAL, 1);
    }
    return el;
}

/// While editing, ^C is a key rather than a signal, so that cancelling the
/// input cannot race with reading it (see EditLineReader).
static inline void flow_el_disable_interrupt_signal(EditLine *el) {
    el_set(el, EL_SETTY, "-d", "-isig", NULL);
}

/// Puts the terminal in editing mode (no echo, no line discipline) now;
/// el_gets would do it only at its first read, after drawing the prompt.
static inline void flow_el_prepare_terminal(EditLine *el) {
    el_set(el, EL_PREP_TERM, 1);
}

static inline void flow_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *)) {
    el_set(el, EL_PROMPT, prompt);
}

static inline void flow_el_set_client_data(EditLine *el, void *data) {
    el_set(el, EL_CLIENTDATA, data);
}

static inline void *flow_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline void flow_el_set_history(EditLine *el, History *list) {
    el_set(el, EL_HIST, history, list);
}

/// Binds `key` (such as "^I") to a new editor function.
static inline void flow_el_bind(EditLine *el, const char *name, const char *help,
                                unsigned char (*function)(EditLine *, int), const char *key) {
    el_set(el, EL_ADDFN, name, help, function);
    el_set(el, EL_BIND, key, name, NULL);
}

static inline History *flow_history_init(int size) {
    HistEvent event;
    History *list = history_init();
    if (list != NULL) {
        history(list, &event, H_SETSIZE, size);
        history(list, &event, H_SETUNIQUE, 1);
    }
    return list;
}

static inline void flow_history_enter(History *list, const char *line) {
    HistEvent event;
    history(list, &event, H_ENTER, line);
}

static inline int flow_history_load(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_LOAD, path);
}

static inline int flow_history_save(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_SAVE, path);
}

#endif
