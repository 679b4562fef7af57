/*
 * msg.h - the table of messages: every diagnostic accessan prints, with
 * its id, its level and its text, in the manner of mandoc's mandocerr.
 *
 * A row is a macro MSG_<ID> whose value is "LEVEL, FORMAT": the level
 * (diag.h's enum diag_level) and a printf format, a string literal, so
 * that the compiler checks every call's arguments against it. Report one
 * with diag.h's DIAG_AT(d, file, src, loc, ID, args...) or
 * DIAG_PLAIN(d, ID, args...); a message built into a buffer first (one
 * that a lower layer hands up) takes its format from MSG_FMT(ID).
 *
 * accessan(1)'s DIAGNOSTICS lists every row: tests/tools/msgcheck.py
 * fails make check when a row has no entry there, an entry no row, or a
 * row no use. The entry is the text with each conversion written as a
 * word that says what it stands for ('%s' of "unknown array '%s'" is
 * "unknown array 'name'").
 *
 * A row's id is its stage (LEX, PARSE, ...) and a few words: ids are
 * stable, the JSON report and SARIF name a message by it; rewording a
 * text keeps its id.
 *
 * Rows stay on one line each, however long (the only exemption from the
 * 80 columns): the table is read by eye and by the test.
 */
#ifndef MSG_H
#define MSG_H

#include <inttypes.h>

/* ---- the scanner (lex.c) */
#define MSG_LEX_CHARACTER DIAG_ERROR, "unexpected character %s"
#define MSG_LEX_NUMBER_SUFFIX DIAG_ERROR, "invalid digit or suffix in number '%s'"
#define MSG_LEX_NUMBER DIAG_ERROR, "invalid number"
#define MSG_LEX_INTEGER_TOO_LARGE DIAG_ERROR, "integer literal too large (the largest is %" PRId64 ")"
#define MSG_LEX_UNTERMINATED_COMMENT DIAG_ERROR, "unterminated comment ('*/' expected)"
#define MSG_LEX_UNTERMINATED_STRING DIAG_ERROR, "unterminated string ('\"' expected on the same line)"

/* ---- the parser (parse.c) */

/* ---- patterns and files (pat.c, source.c, arena.c) */

/* ---- the command line and the commands (cli.c, cmd_*.c, main.c) */
#define MSG_CLI_NO_FILE DIAG_ERROR, "no pattern file given"
#define MSG_CLI_OPTION_NEEDS_VALUE DIAG_ERROR, "option '%s' needs a value"
#define MSG_CLI_UNKNOWN_OPTION DIAG_ERROR, "unknown option '%.200s'%s"
#define MSG_CMD_OPTION_NEEDS_VALUE DIAG_ERROR, "%s: %s wants a value"
#define MSG_CMD_UNKNOWN_OPTION DIAG_ERROR, "%s: unknown option '%.200s'%s"
#define MSG_CLI_DEFINE_SYNTAX DIAG_ERROR, "-D wants NAME=VALUE, not '%s'"
#define MSG_CLI_DEFINE_NAME DIAG_ERROR, "-D: '%s' is not a parameter name"
#define MSG_CLI_DEFINE_VALUE DIAG_ERROR, "-D: '%s' is not an integer value"
#define MSG_CLI_TOO_MANY_DEFINES DIAG_ERROR, "too many -D options (at most 256)"
#define MSG_CLI_RANGE_NOT_INTEGERS DIAG_ERROR, "-D: '%s' is not a range FROM..TO or FROM..TO:STEP of integers"
#define MSG_CLI_RANGE_EMPTY DIAG_ERROR, "-D %s: the range is empty, its step not positive, or it has more than 1024 values"
#define MSG_CLI_TOO_MANY_RANGES DIAG_ERROR, "too many -D ranges (at most 16)"
#define MSG_CLI_UNKNOWN_ARCH DIAG_ERROR, "unknown architecture '%.200s'%s (see --list-archs)"
#define MSG_CLI_BANK_MODE DIAG_ERROR, "--bank-mode is 4 or 8, not '%s'"
#define MSG_CLI_UNKNOWN_FORMAT DIAG_ERROR, "unknown format '%s' (text, json, sarif, svg or html)"
#define MSG_CLI_WARP DIAG_ERROR, "--warp wants a warp number, not '%s'"
#define MSG_CLI_MAX_WORK DIAG_ERROR, "--max-work wants a positive number, not '%s'"
#define MSG_CLI_THREADS DIAG_ERROR, "--threads wants a number from 1 to 256, not '%s'"
#define MSG_CLI_COLOR DIAG_ERROR, "--color is auto, always or never, not '%s'"
#define MSG_CLI_SWEEP_OPTION DIAG_ERROR, "%s is an option of 'accessan sweep'"
#define MSG_CLI_EXPECT_OPTION DIAG_ERROR, "--expect is an option of 'accessan sweep' (a report checks the expectations)"
#define MSG_CLI_REPORT_OPTION DIAG_ERROR, "%s is an option of 'accessan' (the report of pattern files)"
#define MSG_CLI_TOO_MANY_CUDA DIAG_ERROR, "more than 64 of %s"
#define MSG_CLI_NO_PROFILE DIAG_ERROR, "--profile %s: no such file, and no installed profile of that name (none of %s)"
#define MSG_CLI_PROFILE_NOT_REGULAR DIAG_ERROR, "%s: not a profile file (not a regular file)"
#define MSG_CLI_PROFILE_TOO_LARGE DIAG_ERROR, "%s: not a profile file (larger than 64 KiB)"
#define MSG_CLI_PROFILE_NO_VALUE DIAG_ERROR, "%s:%d: a key without a value"
#define MSG_CLI_PROFILE_KEY_TWICE DIAG_ERROR, "%s:%d: key given twice"
#define MSG_CLI_PROFILE_UNKNOWN_BASE DIAG_ERROR, "%s:%d: unknown base profile (see --list-archs)"
#define MSG_CLI_PROFILE_OUT_OF_MEMORY DIAG_ERROR, "%s:%d: out of memory"
#define MSG_CLI_PROFILE_NOT_NUMBER DIAG_ERROR, "%s:%d: the value is not a number"
#define MSG_CLI_PROFILE_UNKNOWN_KEY DIAG_ERROR, "%s:%d: unknown key (see accessan(1), TIME MODEL)"
#define MSG_CLI_PROFILE_RANGE DIAG_ERROR, "%s:%d: the value is out of range (0.000001 to 1e15)"
#define MSG_CLI_PROFILE_NOT_WHOLE DIAG_ERROR, "%s:%d: the value is not a whole number (this key counts)"
#define MSG_CLI_PROFILE_NO_BASE DIAG_ERROR, "%s: no 'base' line (the built-in profile it overrides)"
#define MSG_CLI_CANNOT_WRITE DIAG_ERROR, "cannot write %s: %s"
#define MSG_CLI_TOO_MANY_OUTPUTS DIAG_ERROR, "cannot write %s: too many output files"
#define MSG_CLI_WRITING_REPORT DIAG_ERROR, "writing the report: %s"

#define MSG_CLI_UNKNOWN_PARAMETER DIAG_ERROR, "-D %s: %s declares no parameter '%s'%s"
#define MSG_CMD_RANGE_NOT_HERE DIAG_ERROR, "-D %s=FROM..TO: a range is for --format html and 'accessan sweep'"
#define MSG_CMD_FORMAT_ONE_FILE DIAG_ERROR, "--format %s takes one pattern file"
#define MSG_CMD_EMIT_CUDA_KERNEL DIAG_ERROR, "%s: --emit-cuda writes the kernels of read and write statements; a 'kernel' pattern's CUDA is its own file, which --gpu runs as it is"
#define MSG_CMD_EXPECT_FAILED DIAG_ERROR, "expectation failed: %s (it is %s; expected %s %s)"
#define MSG_CMD_EXPECT_FAILED_WORST DIAG_ERROR, "expectation failed: %s (it is %s; expected %s %s; worst: %s at %s:%d)"
#define MSG_CMD_EXPECT_NEVER_RAN DIAG_ERROR, "expectation failed: %s (the access never ran; expected %s %s)"
#define MSG_CMD_EXPECT_RACE_CHECK DIAG_ERROR, "expectation failed: %s (the race check did not run to the end: %.300s)"
#define MSG_CMD_EXPECT_WORST_ACCESS DIAG_NOTE, "the access that fails it most: %s (%s %s), %s %s"
#define MSG_CMD_UNEXPECTED_ARGUMENT DIAG_ERROR, "%s: unexpected argument '%s'"
#define MSG_CMD_SWEEP_OPTIONS DIAG_ERROR, "sweep takes -D, --arch, --bank-mode, --max-work, --format text or json, --csv, --svg, --gpu, --expect and -q"
#define MSG_CMD_SWEEP_GPU_JSON DIAG_ERROR, "sweep --gpu writes a table: it takes no --format json"
#define MSG_CMD_SWEEP_ONE_RANGE DIAG_ERROR, "sweep wants one -D NAME=FROM..TO[:STEP] range"
#define MSG_CMD_SWEEP_ONE_FILE DIAG_ERROR, "sweep takes one pattern file"
#define MSG_CMD_SWEEP_OVER_PATTERN DIAG_ERROR, "%s would write over the pattern file"
#define MSG_CMD_SWEEP_OVER_OUTPUT DIAG_ERROR, "%s would write over another output"
#define MSG_CMD_SWEEP_GPU_KERNEL_CSV DIAG_NOTE, "%s: sweep --gpu of a 'kernel' pattern writes no .gpu.csv: its comparison is the counters', in the table"
#define MSG_CMD_SUGGEST_TOP DIAG_ERROR, "--top wants a number from 1 to 5, not '%s'"
#define MSG_CMD_SUGGEST_ONE_FILE DIAG_ERROR, "suggest takes one pattern file"
#define MSG_CMD_SUGGEST_FORMAT DIAG_ERROR, "suggest writes text, json or html, not %s"
#define MSG_CMD_SUGGEST_RANGE DIAG_ERROR, "-D %s=FROM..TO: suggest takes one value"
#define MSG_CMD_SUGGEST_NOT_OPTION DIAG_ERROR, "%s is not an option of 'accessan suggest'"
#define MSG_CMD_SUGGEST_APPLY_FORMAT DIAG_ERROR, "--apply writes the pattern, not %s"
#define MSG_CMD_SUGGEST_KERNEL_HTML DIAG_ERROR, "%s: --format html shows a pattern's rewrites; a kernel's fixes are patches of its .cu: use text or json"
#define MSG_CMD_SUGGEST_NOTHING_TO_APPLY DIAG_ERROR, "%s: no confirmed suggestion to apply"
#define MSG_CMD_SUGGEST_FIXES_APART DIAG_WARNING, "%s: the best fixes do not run together; only the first array's is applied"
#define MSG_CMD_SUGGEST_REWRITES_APART DIAG_WARNING, "%s: the best rewrites do not run together; only the first array's is applied"
#define MSG_CMD_SUGGEST_PATCH_WRITTEN DIAG_NOTE, "%s: the patched kernel source written to %s (%s itself unchanged); name it in the pattern's 'kernel' statement to analyze it"
#define MSG_CMD_SUGGEST_EXPECT_PINNED DIAG_NOTE, "%s: %d expectation%s of the rewritten pattern no longer hold%s: they pinned the old figures"
#define MSG_CMD_VALIDATE_RANDOM DIAG_ERROR, "validate: --random wants a whole number of patterns from 1 to 10000000, not '%s'"
#define MSG_CMD_VALIDATE_SEED DIAG_ERROR, "validate: --seed wants a whole number from 0 to 18446744073709551615, not '%s'"
#define MSG_CMD_VALIDATE_MAX_WORK DIAG_ERROR, "validate: --max-work wants a whole number from 1 to 18446744073709551615, not '%s'"
#define MSG_CMD_VALIDATE_BOTH DIAG_ERROR, "validate: random patterns or files, not both"
#define MSG_CMD_CALIBRATE_NAME DIAG_ERROR, "--name %s: letters, digits, '_', '-' and '.' only"
#define MSG_CMD_CALIBRATE_GPU DIAG_ERROR, "calibrate measures a GPU: give --gpu"
#define MSG_CMD_TRANSFER_UNKNOWN_ARCH DIAG_ERROR, "unknown architecture '%.200s'%s (see accessan --list-archs)"
#define MSG_CMD_TRANSFER_LINK DIAG_ERROR, "unknown link '%s' (see --list-links)"
#define MSG_CMD_TRANSFER_WHOLE_NUMBER DIAG_ERROR, "%s %s: a whole number from %d to %d"
#define MSG_CMD_TRANSFER_SIZES DIAG_ERROR, "--sizes %s: sizes such as 4K,64K,1M, or MIN:MAX[:FACTOR] (4K:1G:4), each 1 byte to 64G"
#define MSG_CMD_TRANSFER_SIZES_MANY DIAG_ERROR, "--sizes %s: more than 40 sizes"
#define MSG_CMD_TRANSFER_SIZES_ORDER DIAG_ERROR, "--sizes %s: give the sizes in increasing order"
#define MSG_CMD_TRANSFER_SET_SYNTAX DIAG_ERROR, "--set %s: KEY=VALUE (see --list-links)"
#define MSG_CMD_TRANSFER_SET_NUMBER DIAG_ERROR, "--set %s: the value is not a number"
#define MSG_CMD_TRANSFER_SET_KEY DIAG_ERROR, "--set %s: no such link constant (see --list-links)"
#define MSG_CMD_TRANSFER_SET_RANGE DIAG_ERROR, "--set %s: out of range (0.001 to 1000000; copy_engines 1 or 2)"
#define MSG_CMD_TRANSFER_SET_MANY DIAG_ERROR, "--set %s: at most 32"
#define MSG_CMD_TRANSFER_DIRECTION DIAG_ERROR, "--direction %s: h2d, d2h or both"
#define MSG_CMD_TRANSFER_BATCH DIAG_ERROR, "--batch %s: N or NxSIZE (1024x4K)"
#define MSG_CMD_TRANSFER_BATCH_TOTAL DIAG_ERROR, "--batch %s: the total, N times SIZE, passes 64G"
#define MSG_CMD_TRANSFER_BYTES DIAG_ERROR, "--bytes %s: a size such as 256M (1 byte to 64G)"
#define MSG_CMD_TRANSFER_KERNEL_MS DIAG_ERROR, "--kernel-ms %s: milliseconds, 0 or more"
#define MSG_CMD_TRANSFER_FORMAT DIAG_ERROR, "--format %s: text, json, svg or timeline"

/* ---- baselines (baseline.c) */
#define MSG_BASELINE_VERSION DIAG_ERROR, "not an accessan baseline: its first line is not 'accessan-baseline 1'"
#define MSG_BASELINE_EMPTY DIAG_ERROR, "%s: not an accessan baseline: it is empty"
#define MSG_BASELINE_FIGURES DIAG_ERROR, "more than 8 figures"
#define MSG_BASELINE_FIELDS DIAG_ERROR, "not PATTERN<TAB>NAME<TAB>FIGURE=VALUE..."
#define MSG_BASELINE_EMPTY_NAME DIAG_ERROR, "an empty pattern or access name"
#define MSG_BASELINE_FIGURE DIAG_ERROR, "a figure not written FIGURE=VALUE"
#define MSG_BASELINE_VALUE DIAG_ERROR, "a figure's value is not a number or '-'"
#define MSG_BASELINE_NEW DIAG_NOTE, "%s is new: %s has no line for it"
#define MSG_BASELINE_WORSE DIAG_ERROR, "%s got worse than the baseline: %s (%s:%d)"
#define MSG_BASELINE_BETTER DIAG_NOTE, "%s got better than the baseline: %s (%s:%d; --write-baseline keeps it)"
#define MSG_BASELINE_RACES_WORSE DIAG_ERROR, "the races got worse than the baseline: %s racy locations (%s:%d)"
#define MSG_BASELINE_RACES_BETTER DIAG_NOTE, "the races got better than the baseline: %s racy locations (%s:%d)"
#define MSG_BASELINE_GONE DIAG_NOTE, "%s has no access %s any more"
#define MSG_BASELINE_FILE_NAME DIAG_ERROR, "a baseline cannot keep a pattern file whose name holds a tab or a line break"
#define MSG_BASELINE_NOT_HERE DIAG_ERROR, "%s holds the figures of a report: not with --format html or --emit-cuda"
#define MSG_BASELINE_NO_MEMORY DIAG_ERROR, "cannot write %s: out of memory"
#define MSG_BASELINE_TALLY DIAG_NOTE, "baseline %s: %d access%s worse, %d better, %d new, %d gone, %d the same"
#define MSG_BASELINE_NOT_WRITTEN DIAG_ERROR, "%s not written: a pattern file did not run"

/* ---- running a pattern (eval.c, pipeline.c, sweep.c) */
#define MSG_SWEEP_AT_VALUE DIAG_NOTE, "%s: with %s = %lld"
#define MSG_SWEEP_STOPPED_AT DIAG_NOTE, "%s: stopped while evaluating %s = %lld"
#define MSG_SWEEP_EXPECT_FAILED DIAG_ERROR, "expectation failed at %s = %s (%d of %d values): %s (at %s = %lld it is %.6g)"
#define MSG_SWEEP_EXPECT_NEVER_RAN DIAG_ERROR, "expectation failed at %s = %s (%d of %d values): %s (at %s = %lld the access never ran)"

/* ---- CUDA kernels (cudasrc.c, nvrtc.c, ptxcache.c, ptx*.c) */

/* ---- suggest (suggest.c, suggest_kernel.c) */

/* ---- the GPU back end (gpu/host) */

#endif
