/*
 * cutext.h - a CUDA source read as text, not parsed: code past comments
 * and literals, brackets, whole words, a kernel's body and the
 * declarations of its shared and constant arrays. What suggest patches
 * and what the reports name a variable's type by.
 */
#ifndef ACCESSAN_CUTEXT_H
#define ACCESSAN_CUTEXT_H

#include <stdbool.h>
#include <stddef.h>

/* A bracketed span of the text: [open + 1, close) is inside. */
typedef struct cutext_span {
	size_t open, close;
} cutext_span;

/* Past comments, strings and characters from i: the next byte of code
   (or len). */
size_t cutext_code(const char *t, size_t len, size_t i);
/* The bracket that closes the one at i ('(', '[', '{'), or len. */
size_t cutext_closing(const char *t, size_t len, size_t i);
/* Whether identifier word (n bytes) is at i, whole. */
bool cutext_word_at(const char *t, size_t len, size_t i, const char *word,
                    size_t n);
size_t cutext_skip_space(const char *t, size_t len, size_t i);
/* The body of __global__ kernel name, from its '{' to its '}': [*from,
   *to). False: not found (a template's, a macro's, a header's). */
bool cutext_kernel_body(const char *t, size_t len, const char *name,
                        size_t *from, size_t *to);
/* The declaration of kernel's parameter param as written before its name
   ("const float *__restrict__"), its words and '*'s one space apart,
   comments left out, into buf (size bytes); false where the kernel's
   parameter list is not found (a template's, a macro's) or has no
   parameter of that name. */
bool cutext_kernel_param(const char *t, size_t len, const char *kernel,
                         const char *param, char *buf, size_t size);
/* The declaration of shared array name in [from, to): its dimensions'
   spans (at most 3) and the statement's; 0 where none, or where it is a
   dynamic 'extern __shared__' one (the launch sizes it). */
int cutext_shared_decl(const char *t, size_t len, size_t from, size_t to,
                       const char *name, cutext_span *dims,
                       cutext_span *stmt);
/* The element type that a '__shared__' or '__constant__' statement in
   [from, to) declares array or variable name with ('float' of
   '__shared__ float a[4][4], name[8]' or of '__shared__ float name;'),
   its words as written less the qualifiers, into buf (size bytes);
   false where there is none. */
bool cutext_decl_type(const char *t, size_t len, size_t from, size_t to,
                      const char *name, char *buf, size_t size);

/* Whether c may stand in an identifier, may start one; the identifier
   at i ([i, *end)),
   or false; threadIdx.x or .y at i (spaces around the '.' allowed): its
   axis, 'x' or 'y', and the span's end, else 0. */
bool cutext_ident_char(char c);
bool cutext_ident_start(char c);
bool cutext_ident_at(const char *t, size_t len, size_t i, size_t *end);
char cutext_thread_axis(const char *t, size_t len, size_t i, size_t *end);

/* Whether a preprocessor line of t (with its continuations) names
   word. */
bool cutext_macro_names(const char *t, size_t len, const char *word);

/* Names of t by their spans: the functions defined in t whose bodies
   name word, found in one pass over the text (cutext_definers); whether
   name (n bytes) is among them; their memory freed. */
typedef struct cutext_names {
	size_t *at, *len;
	int n;
} cutext_names;
void cutext_definers(const char *t, size_t len, const char *word,
                     cutext_names *out);
bool cutext_names_has(const cutext_names *names, const char *t,
                      const char *name, size_t n);
void cutext_names_free(cutext_names *names);

/* The statement of the body [from, to) (its '{' and '}') that holds the
   use at u: *ss its first byte, *se its ';'. False with *why where it is
   not one whole statement (it is in an if's, a loop's or a switch's
   condition, or ends at a brace or a comma). */
bool cutext_statement(const char *t, size_t len, size_t from, size_t to,
                      size_t u, size_t *ss, size_t *se, const char **why);

#endif
