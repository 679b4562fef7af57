/*
 * cmd.h - the commands main() dispatches to, one file each, and what
 * they share. Only the command files map outcomes to exit statuses
 * (exitcode.h); the libraries under them return 0 or -1 and report
 * through diag.
 */
#ifndef CMD_H
#define CMD_H

/* accessan [options] FILE...  (cmd_analyze.c) */
int cmd_analyze(int argc, char **argv);
/* accessan sweep ...          (cmd_sweep.c; argv[0] is "sweep") */
int cmd_sweep(int argc, char **argv);
/* accessan validate ...       (cmd_validate.c; argv[0] is "validate") */
int cmd_validate(int argc, char **argv);
/* accessan calibrate --gpu    (cmd_calibrate.c; argv[0] is "calibrate") */
int cmd_calibrate(int argc, char **argv);
/* accessan suggest ...        (cmd_suggest.c; argv[0] is "suggest") */
int cmd_suggest(int argc, char **argv);
/* accessan transfer ...       (cmd_transfer.c; argv[0] is "transfer") */
int cmd_transfer(int argc, char **argv);

#endif
