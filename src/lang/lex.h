/*
 * lex.h - the scanner: pattern-file text to tokens, each with its place.
 */
#ifndef LEX_H
#define LEX_H

#include <stdbool.h>
#include <stdint.h>

#include "pat.h"

struct diag;

enum tok {
	T_EOF, T_NEWLINE, T_NAME, T_NUM,
	/* punctuation */
	T_LPAREN, T_RPAREN, T_LBRACK, T_RBRACK, T_LBRACE, T_RBRACE,
	T_COMMA, T_SEMI, T_DOT, T_DOTDOT, T_QUEST, T_COLON,
	/* operators */
	T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT, T_SHL, T_SHR,
	T_AMP, T_PIPE, T_CARET, T_TILDE, T_BANG,
	T_LT, T_LE, T_GT, T_GE, T_EQEQ, T_NE, T_ANDAND, T_OROR,
	T_ASSIGN, T_ADDEQ, T_SUBEQ, T_MULEQ, T_DIVEQ, T_SHLEQ, T_SHREQ,
	/* keywords */
	T_PARAM, T_GRID, T_BLOCK, T_STRUCT, T_GLOBAL, T_SHARED, T_CONSTANT,
	T_LET, T_READ, T_WRITE, T_FOR, T_IF, T_ELSE,
	T_EXPECT, T_ARCH, T_BANKMODE,
	T_DEFINE,                    /* '#define' opening a line */
	T_STRING,                    /* "text" on one line: include's path */
	T_ERROR,                     /* a lexical error, already reported */
	T_COUNT
};

typedef struct token {
	enum tok kind;
	pat_loc loc;
	const char *start;           /* into the source; loc.len bytes */
	int64_t ival;                /* T_NUM: integer value (0 if isfloat) */
	double dval;                 /* T_NUM: value as a double */
	bool isfloat;                /* T_NUM written with a '.' */
} token;

typedef struct lexer {
	const char *file, *src, *p, *end;
	int line;
	const char *line_start;
	int depth;                   /* open ( and [: newlines are not tokens */
	struct diag *d;
} lexer;

void lex_init(lexer *lx, const char *file, const char *src, size_t len,
              struct diag *d);
void lex_next(lexer *lx, token *t);
/* How a token kind is written, for messages: "']'", "a name". */
const char *lex_name(enum tok k);
/* Whether word is one of the language's keywords (no array's name). */
bool lex_keyword(const char *word);

#endif
