/*
 * validate.h - accessan validate: random patterns, run on the GPU with
 * counters, counted against the model.
 */
#ifndef VALIDATE_H
#define VALIDATE_H

/*
 * accessan validate [--random N] [--seed S] [--dry-run] [--verbose]
 * argv[0] is "validate". Returns an exit status (exitcode.h): EXIT_OK when
 * every pattern agrees, EXIT_EXPECT when one does not (each is printed as
 * a pattern file), EXIT_PATTERN for a usage error, EXIT_SYSTEM when the
 * GPU or its counters cannot be had.
 */
int validate_main(int argc, char **argv);

#endif
