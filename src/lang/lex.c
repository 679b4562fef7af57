/*
 * lex.c - the scanner. Newlines end statements, except inside ( ) and
 * [ ], so that long expressions can be broken across lines. The words
 * that only one place of the grammar uses (in, step, offset, as) are names
 * here, so that they stay free for arrays and parameters. Comments are
 * '#', '//' to the end of the line, and C's block comments; a '#define'
 * that opens a line is C's, a token, so that kernels' constants carry
 * over.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "lex.h"

static const struct {
	const char *word;
	enum tok kind;
} keywords[] = {
	{ "param", T_PARAM }, { "grid", T_GRID }, { "block", T_BLOCK },
	{ "struct", T_STRUCT }, { "global", T_GLOBAL },
	{ "__global__", T_GLOBAL }, { "__device__", T_GLOBAL },
	{ "shared", T_SHARED }, { "__shared__", T_SHARED },
	{ "constant", T_CONSTANT }, { "__constant__", T_CONSTANT },
	{ "let", T_LET }, { "read", T_READ }, { "write", T_WRITE },
	{ "for", T_FOR }, { "if", T_IF }, { "else", T_ELSE },
	{ "expect", T_EXPECT }, { "arch", T_ARCH }, { "bankmode", T_BANKMODE },
};

bool
lex_keyword(const char *word)
{
	for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
		if (strcmp(keywords[i].word, word) == 0)
			return true;
	return false;
}

static const char *const names[T_COUNT] = {
	[T_EOF] = "end of file", [T_NEWLINE] = "end of line",
	[T_NAME] = "a name", [T_NUM] = "a number",
	[T_LPAREN] = "'('", [T_RPAREN] = "')'", [T_LBRACK] = "'['",
	[T_RBRACK] = "']'", [T_LBRACE] = "'{'", [T_RBRACE] = "'}'",
	[T_COMMA] = "','", [T_SEMI] = "';'", [T_DOT] = "'.'",
	[T_DOTDOT] = "'..'", [T_QUEST] = "'?'", [T_COLON] = "':'",
	[T_PLUS] = "'+'", [T_MINUS] = "'-'", [T_STAR] = "'*'",
	[T_SLASH] = "'/'", [T_PERCENT] = "'%'", [T_SHL] = "'<<'",
	[T_SHR] = "'>>'", [T_AMP] = "'&'", [T_PIPE] = "'|'",
	[T_CARET] = "'^'", [T_TILDE] = "'~'", [T_BANG] = "'!'",
	[T_LT] = "'<'", [T_LE] = "'<='", [T_GT] = "'>'", [T_GE] = "'>='",
	[T_EQEQ] = "'=='", [T_NE] = "'!='", [T_ANDAND] = "'&&'",
	[T_OROR] = "'||'", [T_ASSIGN] = "'='", [T_ADDEQ] = "'+='",
	[T_SUBEQ] = "'-='", [T_MULEQ] = "'*='", [T_DIVEQ] = "'/='",
	[T_SHLEQ] = "'<<='", [T_SHREQ] = "'>>='",
	[T_PARAM] = "'param'", [T_GRID] = "'grid'", [T_BLOCK] = "'block'",
	[T_STRUCT] = "'struct'", [T_GLOBAL] = "'global'",
	[T_SHARED] = "'shared'", [T_CONSTANT] = "'constant'",
	[T_LET] = "'let'", [T_READ] = "'read'", [T_WRITE] = "'write'",
	[T_FOR] = "'for'", [T_IF] = "'if'", [T_ELSE] = "'else'",
	[T_EXPECT] = "'expect'", [T_ARCH] = "'arch'",
	[T_BANKMODE] = "'bankmode'", [T_DEFINE] = "'#define'",
	[T_STRING] = "a string", [T_ERROR] = "an invalid token",
};

const char *
lex_name(enum tok k)
{
	return k < T_COUNT && names[k] ? names[k] : "a token";
}

void
lex_init(lexer *lx, const char *file, const char *src, size_t len,
         struct diag *d)
{
	memset(lx, 0, sizeof(*lx));
	lx->file = file;
	lx->src = lx->p = lx->line_start = src;
	lx->end = src + len;
	/* a UTF-8 byte order mark, as some editors write: columns count
	   from after it, as diag's source line shows it */
	if (len >= 3 && memcmp(src, "\xef\xbb\xbf", 3) == 0)
		lx->p = lx->line_start = src + 3;
	lx->line = 1;
	lx->d = d;
}

static pat_loc
here(const lexer *lx, const char *at, int len)
{
	pat_loc l = { lx->line, (int)(at - lx->line_start) + 1, len };
	return l;
}

/* Message id of msg.h at the len bytes from at. */
#define LEX_ERROR(lx, at, len, id, ...) \
	DIAG_AT((lx)->d, (lx)->file, (lx)->src, here((lx), (at), (len)), id, \
	        ##__VA_ARGS__)

/* Whether p is a '#define ' with only blanks before it on its line. */
static bool
is_define(const lexer *lx, const char *p)
{
	const char *q;

	if (lx->end - p < 8 || memcmp(p, "#define", 7) != 0 ||
	    (p[7] != ' ' && p[7] != '\t'))
		return false;
	for (q = lx->line_start; q < p; q++)
		if (*q != ' ' && *q != '\t')
			return false;
	return true;
}

/* Skip blanks and comments; stops at a newline that is a token. */
static void
skip_space(lexer *lx)
{
	for (;;) {
		const char *p = lx->p;
		if (p >= lx->end)
			return;
		if (*p == '\n') {
			if (lx->depth == 0)
				return;
			lx->p++;
			lx->line++;
			lx->line_start = lx->p;
		} else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' ||
		           *p == '\v') {
			lx->p++;
		} else if ((*p == '#' && !is_define(lx, p)) ||
		           (*p == '/' && p + 1 < lx->end &&
		                         p[1] == '/')) {
			while (lx->p < lx->end && *lx->p != '\n')
				lx->p++;
		} else if (*p == '/' && p + 1 < lx->end && p[1] == '*') {
			const char *start = p;
			int line = lx->line;
			const char *ls = lx->line_start;
			lx->p += 2;
			while (lx->p + 1 < lx->end &&
			       !(lx->p[0] == '*' && lx->p[1] == '/')) {
				if (*lx->p == '\n') {
					lx->line++;
					lx->line_start = lx->p + 1;
				}
				lx->p++;
			}
			if (lx->p + 1 >= lx->end) {
				pat_loc l = { line, (int)(start - ls) + 1, 2 };
				DIAG_AT(lx->d, lx->file, lx->src, l,
				        LEX_UNTERMINATED_COMMENT);
				lx->p = lx->end;
				return;
			}
			lx->p += 2;
		} else if (*p == '\\' && p + 1 < lx->end && (p[1] == '\n' ||
		           (p[1] == '\r' && p + 2 < lx->end && p[2] == '\n'))) {
			/* a line continuation, as in C; also with DOS's CRLF */
			lx->p += p[1] == '\r' ? 3 : 2;
			lx->line++;
			lx->line_start = lx->p;
		} else {
			return;
		}
	}
}

/* The digits of base from p (digit separators skipped) into *v: where
   they end. *overflow: v did not hold them; *any: there was one. */
static const char *
digits(const char *p, const char *end, int base, uint64_t *v,
       bool *overflow, bool *any)
{
	for (; p < end; p++) {
		int dg;
		if (*p == '\'' || *p == '_')
			continue;        /* digit separators: 1'000'000 */
		if (isdigit((unsigned char)*p))
			dg = *p - '0';
		else if (base == 16 && isxdigit((unsigned char)*p))
			dg = tolower((unsigned char)*p) - 'a' + 10;
		else
			break;
		if (dg >= base)
			break;
		*any = true;
		if (*v > (UINT64_MAX - (uint64_t)dg) / (uint64_t)base)
			*overflow = true;
		*v = *v * (uint64_t)base + (uint64_t)dg;
	}
	return p;
}

/* A decimal fraction, for expectations: 0.5 (one point only); p at the
   point of the number from start. Its value into t; where it ends. */
static const char *
fraction(const char *start, const char *p, const char *end, token *t)
{
	char *buf;
	const char *q;
	size_t n = 0;

	p++;
	while (p < end && isdigit((unsigned char)*p))
		p++;
	/* without the digit separators, which strtod would stop at; as long
	   as it is written, not cut to a fixed buffer */
	buf = xmalloc((size_t)(p - start) + 1);
	for (q = start; q < p; q++)
		if (*q != '\'' && *q != '_')
			buf[n++] = *q;
	buf[n] = '\0';
	t->isfloat = true;
	t->dval = strtod(buf, NULL);
	free(buf);
	t->ival = 0;         /* not an integer: never used as one */
	return p;
}

/* A number: decimal, 0x hexadecimal or 0b binary, with C's integer
   suffixes, or a decimal fraction. */
static void
number(lexer *lx, token *t)
{
	const char *p = lx->p, *start = p;
	uint64_t v = 0;
	int base = 10;
	bool overflow = false, any = false;

	if (p[0] == '0' && p + 1 < lx->end && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && p + 1 < lx->end && (p[1] == 'b' ||
	                                              p[1] == 'B')) {
		base = 2;
		p += 2;
	}
	p = digits(p, lx->end, base, &v, &overflow, &any);
	t->kind = T_NUM;
	t->isfloat = false;
	if (base == 10 && p + 1 < lx->end && *p == '.' &&
	    isdigit((unsigned char)p[1])) {
		p = fraction(start, p, lx->end, t);
		/* C's float suffix (1.0f), as kernels write their data */
		if (p < lx->end && (*p == 'f' || *p == 'F'))
			p++;
	} else {
		/* C's integer suffixes are accepted; values are int64_t */
		while (p < lx->end && strchr("uUlL", *p) != NULL)
			p++;
		t->ival = (int64_t)v;
		t->dval = (double)v;
	}
	if (p < lx->end && (isalnum((unsigned char)*p) || *p == '_')) {
		const char *q = p;
		while (q < lx->end && (isalnum((unsigned char)*q) || *q == '_'))
			q++;
		char text[48];
		snprintf(text, sizeof(text), "%.*s",
		         (int)(q - start) < 40 ? (int)(q - start) : 40, start);
		LEX_ERROR(lx, start, (int)(q - start), LEX_NUMBER_SUFFIX,
		          text);
		p = q;
		t->kind = T_ERROR;
	} else if (!any) {
		LEX_ERROR(lx, start, (int)(p - start), LEX_NUMBER);
		t->kind = T_ERROR;
	} else if (!t->isfloat && (overflow || v > (uint64_t)INT64_MAX)) {
		LEX_ERROR(lx, start, (int)(p - start), LEX_INTEGER_TOO_LARGE,
		          INT64_MAX);
		t->kind = T_ERROR;
	}
	t->loc = here(lx, start, (int)(p - start));
	t->start = start;
	lx->p = p;
}

/* A name, or the keyword it spells. */
static void
word(lexer *lx, token *t)
{
	const char *p = lx->p;
	size_t i;

	while (p < lx->end && (isalnum((unsigned char)*p) || *p == '_'))
		p++;
	t->kind = T_NAME;
	t->loc = here(lx, lx->p, (int)(p - lx->p));
	for (i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++) {
		if (strlen(keywords[i].word) == (size_t)(p - lx->p) &&
		    memcmp(keywords[i].word, lx->p, (size_t)(p - lx->p)) == 0)
			t->kind = keywords[i].kind;
	}
	lx->p = p;
}

/* A character no token starts with, at p, reported: its length in
   bytes (one whole UTF-8 character, for the caret). */
static int
unexpected(lexer *lx, const char *p)
{
	const unsigned char c = (unsigned char)*p;
	char what[32];
	int n = 1;

	if (c >= 0xc0)
		while (p + n < lx->end &&
		       ((unsigned char)p[n] & 0xc0) == 0x80 && n < 4)
			n++;
	if (c >= 0x20 && c < 0x7f)
		snprintf(what, sizeof(what), "'%c'", c);
	else if (c < 0x80)
		snprintf(what, sizeof(what), "byte 0x%02x", c);
	else
		snprintf(what, sizeof(what), "'%.*s'", n, p);
	LEX_ERROR(lx, p, 1, LEX_CHARACTER, what);
	return n;
}

/* '#define' (is_define said so) or a string at p into t. */
static void
define_or_string(lexer *lx, token *t, const char *p)
{
	const char *q = p + 1;

	if (*p == '#') {
		t->kind = T_DEFINE;
		t->loc = here(lx, p, 7);
		lx->p = p + 7;
		return;
	}
	while (q < lx->end && *q != '"' && *q != '\n')
		q++;
	if (q >= lx->end || *q != '"') {
		LEX_ERROR(lx, p, (int)(q - p), LEX_UNTERMINATED_STRING);
		t->kind = T_ERROR;
	} else {
		t->kind = T_STRING;
		q++;
	}
	t->loc = here(lx, p, (int)(q - p));
	lx->p = q;
}

/*
 * The next token into t. The punctuation is one switch, a case per
 * character, the clearest form of the table it is.
 */
void
lex_next(lexer *lx, token *t)
{
	const char *p;
	enum tok k;
	int n = 1;

	memset(t, 0, sizeof(*t));
	skip_space(lx);
	p = lx->p;
	t->start = p;
	if (p >= lx->end) {
		t->kind = T_EOF;
		t->loc = here(lx, p, 0);
		return;
	}
	if (*p == '\n') {
		t->kind = T_NEWLINE;
		t->loc = here(lx, p, 1);
		lx->p++;
		lx->line++;
		lx->line_start = lx->p;
		return;
	}
	if (isdigit((unsigned char)*p)) {
		number(lx, t);
		return;
	}
	if (isalpha((unsigned char)*p) || *p == '_') {
		word(lx, t);
		return;
	}
	if (*p == '#' || *p == '"') {
		define_or_string(lx, t, p);
		return;
	}
#define NEXT(c) (p + 1 < lx->end && p[1] == (c))
#define NEXT2(c) (p + 2 < lx->end && p[2] == (c))
	switch (*p) {
	case '(': k = T_LPAREN; lx->depth++; break;
	case ')': k = T_RPAREN; if (lx->depth > 0) lx->depth--; break;
	case '[': k = T_LBRACK; lx->depth++; break;
	case ']': k = T_RBRACK; if (lx->depth > 0) lx->depth--; break;
	case '{': k = T_LBRACE; break;
	case '}': k = T_RBRACE; break;
	case ',': k = T_COMMA; break;
	case ';': k = T_SEMI; break;
	case '?': k = T_QUEST; break;
	case ':': k = T_COLON; break;
	case '~': k = T_TILDE; break;
	case '^': k = T_CARET; break;
	case '%': k = T_PERCENT; break;
	case '.': k = NEXT('.') ? (n = 2, T_DOTDOT) : T_DOT; break;
	case '+': k = NEXT('=') ? (n = 2, T_ADDEQ) : T_PLUS; break;
	case '-': k = NEXT('=') ? (n = 2, T_SUBEQ) : T_MINUS; break;
	case '*': k = NEXT('=') ? (n = 2, T_MULEQ) : T_STAR; break;
	case '/': k = NEXT('=') ? (n = 2, T_DIVEQ) : T_SLASH; break;
	case '&': k = NEXT('&') ? (n = 2, T_ANDAND) : T_AMP; break;
	case '|': k = NEXT('|') ? (n = 2, T_OROR) : T_PIPE; break;
	case '!': k = NEXT('=') ? (n = 2, T_NE) : T_BANG; break;
	case '=': k = NEXT('=') ? (n = 2, T_EQEQ) : T_ASSIGN; break;
	case '<':
		if (NEXT('<'))
			k = NEXT2('=') ? (n = 3, T_SHLEQ) : (n = 2, T_SHL);
		else
			k = NEXT('=') ? (n = 2, T_LE) : T_LT;
		break;
	case '>':
		if (NEXT('>'))
			k = NEXT2('=') ? (n = 3, T_SHREQ) : (n = 2, T_SHR);
		else
			k = NEXT('=') ? (n = 2, T_GE) : T_GT;
		break;
	default:
		n = unexpected(lx, p);
		k = T_ERROR;
		break;
	}
#undef NEXT
#undef NEXT2
	t->kind = k;
	t->loc = here(lx, p, n);
	lx->p = p + n;
}
