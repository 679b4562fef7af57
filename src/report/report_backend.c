/*
 * report_backend.c - the back ends of src/ by name, and the state most of
 * them keep: a stream and the options of one document.
 */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "report_int.h"

static const report_backend *const backends[] = {
	&report_text_backend, &report_json_backend, &report_sarif_backend,
	&report_svg_backend, &report_html_backend, &report_table_backend,
	&report_csv_backend, &report_plot_backend, &report_timeline_backend,
};

const report_backend *
report_backend_in(const report_backend *const *table, size_t n,
                  const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(table[i]->name, name) == 0)
			return table[i];
	return NULL;
}

const report_backend *
report_backend_find(const char *name)
{
	return report_backend_in(backends, sizeof(backends) /
	                         sizeof(backends[0]), name);
}

void *
report_doc_alloc(FILE *f, const report_opts *o)
{
	report_doc *d = xcalloc(1, sizeof(*d));

	d->f = f;
	if (o != NULL)
		d->o = *o;
	return d;
}

void
report_doc_free(void *b)
{
	free(b);
}

const sim_arch *
report_item_arch(const report_doc *d, const report_item *it)
{
	return it->arch != NULL ? it->arch : d->o.arch;
}
