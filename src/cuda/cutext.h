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

#endif
