/*
 * report_common.c - what the output back ends share: how a figure is
 * written for people, how text is checked to be UTF-8 before it goes
 * into JSON or XML, and which second figure a sweep shows.
 */
#include <math.h>
#include <stdio.h>

#include "report_int.h"
#include "sweep.h"

void
report_figure(char *buf, size_t n, double v)
{
	if (isnan(v))
		snprintf(buf, n, "-");
	else if (v == floor(v) && fabs(v) < 1e15)
		snprintf(buf, n, "%.0f", v);
	else
		snprintf(buf, n, "%.2f", v);
}

size_t
report_utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0) {
		len = 2;
		cp = s[0] & 0x1f;
	} else if ((s[0] & 0xf0) == 0xe0) {
		len = 3;
		cp = s[0] & 0x0f;
	} else if ((s[0] & 0xf8) == 0xf0) {
		len = 4;
		cp = s[0] & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates and values past U+10FFFF are invalid */
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) ||
	    (len == 4 && cp < 0x10000) || cp > 0x10ffff ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

double
report_second_figure(const sweep_point *pt, int i)
{
	const pat_stmt *s = pt->p->accesses[i];
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	const sim_stats *st = &pt->r[0].access[i].stats;

	if (sp == SIM_GLOBAL)
		return eval_metric(st, sp, M_EFFICIENCY);
	if (sp == SIM_SHARED)
		return eval_metric(st, sp, M_BANK_CONFLICTS_PER_REQUEST);
	return NAN;
}
