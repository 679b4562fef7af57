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
/* syntax */
#define MSG_PARSE_EXPECTED_TEXT DIAG_ERROR, "%s expected, found '%.*s'"
#define MSG_PARSE_EXPECTED DIAG_ERROR, "%s expected, found %s"
#define MSG_PARSE_UNCLOSED DIAG_ERROR, "%s expected (to close %s at line %d)"
#define MSG_PARSE_UNMATCHED_BRACE DIAG_ERROR, "'}' without a matching '{'"
#define MSG_PARSE_NOT_STATEMENT DIAG_ERROR, "'%s' does not start a statement (read, write, let, for, if, expect, sync, or a declaration)%s"
#define MSG_PARSE_DECL_IN_BLOCK_NAME DIAG_ERROR, "'%.*s' declarations go at the top level, not inside a block"
#define MSG_PARSE_DECL_IN_BLOCK DIAG_ERROR, "%s declarations go at the top level, not inside a block"
#define MSG_PARSE_TOP_LEVEL_ONLY DIAG_ERROR, "'%s' goes at the top level, not inside a block"
#define MSG_PARSE_NESTED_EXPR DIAG_ERROR, "expression nested too deeply (more than %d levels)"
#define MSG_PARSE_NESTED_BLOCKS DIAG_ERROR, "blocks nested too deeply (more than %d)"
#define MSG_PARSE_ELSE_IF_CHAIN DIAG_ERROR, "'else if' chain too long (more than %d)"
#define MSG_PARSE_POINTER DIAG_ERROR, "pointers are not modelled: index the array ('a[i]', not '*p')"
#define MSG_PARSE_FILE_NUL DIAG_ERROR, "the file holds a NUL byte: it is not a text pattern file"

/* names and declarations */
#define MSG_PARSE_UNKNOWN_VARIABLE DIAG_ERROR, "unknown variable '%s'%s"
#define MSG_PARSE_UNKNOWN_COMPONENT DIAG_ERROR, "unknown variable '%s.%s'"
#define MSG_PARSE_BUILTIN_COMPONENT DIAG_ERROR, "'%s' needs a component: '%s.x', '.y' or '.z'"
#define MSG_PARSE_UNKNOWN_FUNCTION DIAG_ERROR, "unknown function '%s' (there are min, max and abs)"
#define MSG_PARSE_ARRAY_AS_VALUE DIAG_ERROR, "'%s' is an array: its elements are data, which an index cannot use"
#define MSG_PARSE_UNKNOWN_TYPE DIAG_ERROR, "unknown type '%s'%s"
#define MSG_PARSE_UNKNOWN_ARRAY DIAG_ERROR, "unknown array '%s'%s"
#define MSG_PARSE_UNKNOWN_ARCH DIAG_ERROR, "unknown architecture '%s'%s"
#define MSG_PARSE_BEFORE_BLOCK DIAG_ERROR, "'%s' used before the 'block' declaration"
#define MSG_PARSE_BEFORE_GRID DIAG_ERROR, "'%s' used before the 'grid' declaration"
#define MSG_PARSE_PARAM_BUILTIN DIAG_ERROR, "'%s' is a builtin variable, not a name for a parameter"
#define MSG_PARSE_VAR_BUILTIN DIAG_ERROR, "'%s' is a builtin variable, not a name for a variable"
#define MSG_PARSE_DEFINE_BUILTIN DIAG_ERROR, "-D %s: '%s' is a builtin variable, not a parameter"
#define MSG_PARSE_PARAM_TWICE DIAG_ERROR, "parameter '%s' is already declared"
#define MSG_PARSE_ARRAY_TWICE DIAG_ERROR, "array '%s' is already declared"
#define MSG_PARSE_DECLARED_TWICE DIAG_ERROR, "'%s' is already declared"
#define MSG_PARSE_DECLARED_PARAM DIAG_ERROR, "'%s' is already declared as a parameter"
#define MSG_PARSE_DECLARED_ARRAY DIAG_ERROR, "'%s' is already declared as an array"
#define MSG_PARSE_DECLARED_IN_BLOCK DIAG_ERROR, "'%s' is already declared in this block"
#define MSG_PARSE_TYPE_TWICE DIAG_ERROR, "type '%s' is already defined"
#define MSG_PARSE_FIELD_TWICE DIAG_ERROR, "field '%s' is already declared"
#define MSG_PARSE_TOO_MANY_FIELDS DIAG_ERROR, "too many fields (at most 64)"
#define MSG_PARSE_TOO_MANY_ARRAYS DIAG_ERROR, "too many arrays (at most %d)"
#define MSG_PARSE_TOO_MANY_ACCESSES DIAG_ERROR, "too many accesses (at most %d)"
#define MSG_PARSE_TOO_MANY_VARIABLES DIAG_ERROR, "too many variables in scope (at most %d)"
#define MSG_PARSE_STRUCT_EMPTY DIAG_ERROR, "struct '%s' has no fields"
#define MSG_PARSE_NO_GRID DIAG_ERROR, "no 'grid' declaration (for example 'grid 1024')"
#define MSG_PARSE_NO_BLOCK DIAG_ERROR, "no 'block' declaration (for example 'block 256')"
#define MSG_PARSE_NO_ACCESS DIAG_ERROR, "no 'read' or 'write': nothing to analyze"
#define MSG_PARSE_NAME_DATA DIAG_ERROR, "'%s' holds data, not an index (line %d), which the model does not know: an index cannot use it"
#define MSG_PARSE_NAME_LOADED DIAG_ERROR, "'%s' holds a value loaded from memory (line %d), which the model does not know: an index cannot use it"
#define MSG_PARSE_NAME_UNSET DIAG_ERROR, "'%s' has no value yet"
#define MSG_PARSE_NAME_COUNTER DIAG_ERROR, "'%s' is the counter of the while loop at line %d: its value after the loop is not modelled (give it a new one first)"

/* values, sizes and places */
#define MSG_PARSE_NOT_CONSTANT DIAG_ERROR, "%s must be a constant: it may use numbers, params, blockDim, gridDim and warpSize"
#define MSG_PARSE_INDEX_NOT_INTEGER DIAG_ERROR, "index arithmetic is on integers: '%s' is not one"
#define MSG_PARSE_CONST_UNDEFINED DIAG_ERROR, "%s in constant expression (%lld %s %lld)"
#define MSG_PARSE_GEOMETRY_DIMS DIAG_ERROR, "a %s has at most 3 dimensions"
#define MSG_PARSE_GEOMETRY_ZERO DIAG_ERROR, "%s size %c is %lld: it must be at least 1"
#define MSG_PARSE_GEOMETRY_LIMIT DIAG_ERROR, "%s size %c is %lld: CUDA allows at most %lld"
#define MSG_PARSE_BLOCK_THREADS DIAG_ERROR, "a block of %lld threads: CUDA allows at most 1024"
#define MSG_PARSE_ALIGNMENT DIAG_ERROR, "alignment %lld: it must be a power of two from 1 to 4096"
#define MSG_PARSE_STRUCT_TOO_LARGE DIAG_ERROR, "struct '%s' is too large (more than 2^48 bytes)"
#define MSG_PARSE_ARRAY_DIMS DIAG_ERROR, "an array has at most 3 dimensions"
#define MSG_PARSE_ARRAY_SIZE DIAG_ERROR, "array size %lld: it must be at least 1"
#define MSG_PARSE_ARRAY_TOO_LARGE DIAG_ERROR, "array '%s' is too large (more than 2^48 bytes)"
#define MSG_PARSE_OFFSET_RANGE DIAG_ERROR, "offset %lld: it must be from 0 to 1048576 bytes"
#define MSG_PARSE_OFFSET_MISALIGNED DIAG_ERROR, "offset %lld misaligns '%s': %s needs %llu-byte alignment, and the GPU faults on a misaligned access"
#define MSG_PARSE_CONSTANT_BYTES DIAG_ERROR, "constant arrays take %llu bytes: CUDA allows 65536"
#define MSG_PARSE_LOCAL_BYTES DIAG_ERROR, "local arrays take %llu bytes a thread: CUDA allows %d"
#define MSG_PARSE_LOCAL_ARRAY DIAG_ERROR, "'%s' is a local array, in registers: the model counts memory accesses only (declare it 'shared' or 'global' to count them)"
#define MSG_PARSE_VIEW_ROW DIAG_ERROR, "a row of '%s' is %llu bytes, not a whole number of %s (%llu bytes): give the view's sizes"
#define MSG_PARSE_VIEW_TEXTURE DIAG_ERROR, "'%s' is a texture: a CUDA array has no view of another type"
#define MSG_PARSE_VIEW_TOO_LARGE DIAG_ERROR, "view '%s' is %llu bytes, more than the %llu of '%s'"
#define MSG_PARSE_VIEW_MISALIGNED DIAG_ERROR, "%s needs %llu-byte alignment, and '%s' starts at byte %llu of %s memory: align it ('__align__(%llu)' after '%s')"

/* #define, -D and include */
#define MSG_PARSE_DEFINE_ARGS DIAG_ERROR, "#define %s(...): a macro with arguments is not modelled, only constants"
#define MSG_PARSE_DEFINE_EMPTY DIAG_ERROR, "#define %s has no value: only constants are modelled ('#define %s 32')"
#define MSG_PARSE_DEFINE_NOT_CONSTANT DIAG_ERROR, "#define %s: not a constant; only constants are modelled (for a value per thread, 'int %s = ...')"
#define MSG_PARSE_DEFINE_FROM_CLI DIAG_ERROR, "-D %s: '%s' is a #define, which -D does not change (declare it 'param %s = %lld' to vary it)"
#define MSG_PARSE_INCLUDE_READ DIAG_ERROR, "cannot read '%s': %s"
#define MSG_PARSE_INCLUDE_TOO_LARGE DIAG_ERROR, "'%s' is larger than %u bytes"
#define MSG_PARSE_INCLUDE_NUL DIAG_ERROR, "'%s' holds a NUL byte: it is not a text pattern file"
#define MSG_PARSE_NESTED_INCLUDES DIAG_ERROR, "includes nested too deeply (more than %d)"
#define MSG_PARSE_INCLUDE_CYCLE DIAG_ERROR, "'%s' is already being read: an include cycle"

/* loops and assignments */
#define MSG_PARSE_LOOP_NOT_INTEGER DIAG_ERROR, "a loop counts on integers: '%.*s' is not one"
#define MSG_PARSE_LOOP_STEP DIAG_ERROR, "loop step %lld: it must be positive (count down with the C form, 'for (k = n; k > 0; k -= 1)')"
#define MSG_PARSE_LOOP_LEAVES DIAG_ERROR, "this loop never ends: its update '%.*s' leaves '%s' as it is"
#define MSG_PARSE_LOOP_MAKES_ZERO DIAG_ERROR, "this loop never ends: its update '%.*s' makes '%s' 0 and keeps it there, where '%.*s' holds"
#define MSG_PARSE_LOOP_BRINGS_ZERO DIAG_ERROR, "this loop never ends: its update '%.*s' brings '%s' to 0 and keeps it there, where '%.*s' holds"
#define MSG_PARSE_LOOP_BRINGS_MINUS_ONE DIAG_ERROR, "this loop never ends: its update '%.*s' brings '%s' to -1 and keeps it there, where '%.*s' holds"
#define MSG_PARSE_LOOP_STEPS_DOWN DIAG_ERROR, "this loop never ends: its update '%.*s' steps '%s' down, away from the bound of '%.*s'"
#define MSG_PARSE_LOOP_STEPS_UP DIAG_ERROR, "this loop never ends: its update '%.*s' steps '%s' up, away from the bound of '%.*s'"
#define MSG_PARSE_ASSIGN_LOOP_VAR DIAG_ERROR, "'%s' is the variable of the loop at line %d: its update changes it, not its body"
#define MSG_PARSE_ASSIGN_CONST DIAG_ERROR, "'%s' is const (line %d)"
#define MSG_PARSE_ASSIGN_CARRIED DIAG_ERROR, "'%s' is declared outside this loop (line %d): a value carried from one iteration to the next is not modelled; write it from the loop variable ('int %s = start + k * i' inside the loop)"
#define MSG_PARSE_ASSIGN_CONDITIONAL DIAG_ERROR, "'%s' is declared outside this block (line %d): a conditional assignment is not modelled; choose the value where it is declared ('%s = cond ? a : b')"
#define MSG_PARSE_WHILE_FORM DIAG_ERROR, "a while loop is modelled only as a counting loop: its condition starts with a counter declared in the same block ('int i = 0; while (i < n) { ...; i += k; }'); write other loops as 'for'"
#define MSG_PARSE_WHILE_NO_UPDATE DIAG_ERROR, "this while loop's body does not end with an update of '%s' ('%s += 1', '%s++', ...): it is modelled only as a counting loop"
#define MSG_PARSE_WHILE_STEP_INSIDE DIAG_ERROR, "the update of '%s' uses a name declared inside the loop: only those declared before it can step a counting loop"
#define MSG_PARSE_WHILE_UPDATE_NESTED DIAG_ERROR, "'%s', the counter of a while loop, may change only in the last statement of its body, not inside a block there"
#define MSG_PARSE_WHILE_AFTER_UPDATE DIAG_ERROR, "a statement after the update of '%s', which must end the while loop's body"

/* accesses */
#define MSG_PARSE_TOO_MANY_INDICES DIAG_ERROR, "'%s' has %d dimension%s: too many indices"
#define MSG_PARSE_INDEX_COUNT DIAG_ERROR, "'%s' has %d dimensions: %d index%s given"
#define MSG_PARSE_NO_FIELD_STRUCT DIAG_ERROR, "struct '%s' has no field '%s'"
#define MSG_PARSE_NO_FIELD DIAG_ERROR, "type '%s' has no field '%s'"
#define MSG_PARSE_WHOLE_STRUCT DIAG_ERROR, "a whole '%s' is not one load or store: name a field, as in %s[i].%s"
#define MSG_PARSE_SECOND_IF DIAG_ERROR, "a second 'if' on one access"
#define MSG_PARSE_SECOND_AS DIAG_ERROR, "a second 'as' on one access"
#define MSG_PARSE_LABEL_TWICE DIAG_ERROR, "label '%s' is already used"
#define MSG_PARSE_LABEL_ALL DIAG_ERROR, "label 'all' is reserved for the whole pattern"
#define MSG_PARSE_LABEL_DERIVED_TWICE DIAG_ERROR, "label '%s' (of '%s') is already used"
#define MSG_PARSE_LDG_SPACE DIAG_ERROR, "'ldg' reads global memory through the read-only path: '%s' is %s"
#define MSG_PARSE_ATOMIC_CONSTANT DIAG_ERROR, "an atomic on constant memory ('%s'): it is read-only"
#define MSG_PARSE_ATOMIC_SIZE DIAG_ERROR, "an atomic of %u byte%s on '%s': atomics are of 4 or 8 bytes (int, unsigned, float, long, double ...)"
#define MSG_PARSE_ATOMIC_SHARED_8 DIAG_WARNING, "an 8-byte atomic on shared memory ('%s'): its wavefronts follow no rule measured yet (an H100 and an H200 counted 4, 3 and 4 an instruction for d[t], d[0] and d[t / 2], the 4-byte rule shown here says 2, 32 and 4)"
#define MSG_PARSE_ATOMIC_ADDRESS DIAG_ERROR, "%s's first argument is the address of an array element, as in %s(&a[i], v)"

/* textures */
#define MSG_PARSE_TEXTURE_DIMS DIAG_ERROR, "texture '%s' has %d dimensions: a texture here is 2D, [height][width], read with tex2D, or 1D, [N], linear memory read with tex1Dfetch (3D textures are not modeled)"
#define MSG_PARSE_TEXTURE_TYPE DIAG_ERROR, "texture '%s' of %s: a CUDA array's element is 1, 2 or 4 channels of 8, 16 or 32 bits (char, short, int, float, their unsigned forms, char4, int2, int4, float2, float4)"
#define MSG_PARSE_TEXTURE_LINEAR_OFFSET DIAG_ERROR, "texture '%s' has an offset: a linear texture starts where its allocation does"
#define MSG_PARSE_TEXTURE_SIZE DIAG_ERROR, "texture '%s' is %lld x %lld: CUDA's largest 2D array is %d wide and %d high"
#define MSG_PARSE_TEXTURE_OFFSET DIAG_ERROR, "texture '%s' has an offset: a CUDA array starts where the driver puts it"
#define MSG_PARSE_TEXTURE_WRITE DIAG_ERROR, "a texture cannot be written: 'write %s' (a kernel reads textures only)"
#define MSG_PARSE_TEXTURE_STORE DIAG_ERROR, "'%s' is a texture, which a kernel reads only: tex2D(%s, x, y) fetches from it"
#define MSG_PARSE_TEXTURE_INDEXED DIAG_ERROR, "'%s' is a texture: read it with tex2D(%s, x, y)"
#define MSG_PARSE_FETCH_UNKNOWN DIAG_ERROR, "%s is not modeled: the texture fetches are tex2D(texture, x, y) on a 2D texture and tex1Dfetch(texture, i) on a 1D one"
#define MSG_PARSE_FETCH_NOT_TEXTURE_2D DIAG_ERROR, "%s reads a texture: '%s' is a %s array (declare it 'texture %s %s[H][W]')"
#define MSG_PARSE_FETCH_NOT_TEXTURE_1D DIAG_ERROR, "%s reads a texture: '%s' is a %s array (declare it 'texture %s %s[N]')"
#define MSG_PARSE_FETCH_DIMS_2D DIAG_ERROR, "%s reads a %dD texture: '%s' is %dD (tex2D(texture, x, y) reads it)"
#define MSG_PARSE_FETCH_DIMS_1D DIAG_ERROR, "%s reads a %dD texture: '%s' is %dD (tex1Dfetch(texture, i) reads it)"
#define MSG_PARSE_FETCH_ARGS_2D DIAG_ERROR, "%s takes %d arguments (texture, x, y): %d given"
#define MSG_PARSE_FETCH_ARGS_1D DIAG_ERROR, "%s takes %d arguments (texture, i): %d given"

/* expectations */
#define MSG_PARSE_UNKNOWN_LABEL DIAG_ERROR, "no access is labelled '%s'%s"
#define MSG_PARSE_UNKNOWN_LABEL_HINT DIAG_ERROR, "no access is labelled '%s' (label one with 'as %s')"
#define MSG_PARSE_EXPECT_FIRST DIAG_ERROR, "'expect' before any access: put it after one, or name one ('expect all.%s' for the whole pattern)"
#define MSG_PARSE_UNKNOWN_FIGURE DIAG_ERROR, "unknown figure '%s'%s"
#define MSG_PARSE_UNKNOWN_FIGURE_LIST DIAG_ERROR, "unknown figure '%s' (see accessan-pattern(5) for the list)"
#define MSG_PARSE_RACES_OF_ACCESS DIAG_ERROR, "'races' is a figure of the whole pattern, not of one access: write 'expect races == 0'"
#define MSG_PARSE_FIGURE_SPACE DIAG_ERROR, "'%s' does not apply to %s memory ('%s')"
#define MSG_PARSE_EXPECT_NOT_CONSTANT DIAG_ERROR, "an expected value must be a constant: numbers, params, min, max and abs"
#define MSG_PARSE_CALL_PARENS DIAG_ERROR, "'%s' needs its arguments in parentheses"
#define MSG_PARSE_EXPECT_TILDE DIAG_ERROR, "'~' wants an integer"
#define MSG_PARSE_EXPECT_DIVISION DIAG_ERROR, "division by zero in an expected value"
#define MSG_PARSE_EXPECT_INTEGERS DIAG_ERROR, "'%s' wants integers"
#define MSG_PARSE_EXPECT_UNDEFINED DIAG_ERROR, "%s in an expected value"
#define MSG_PARSE_EXPECT_IN_BLOCK DIAG_WARNING, "an expectation inside a block is checked once, on the totals of the whole run, like one at the top level"

/* the kernel statement */
#define MSG_PARSE_KERNEL_TWICE DIAG_ERROR, "a second 'kernel': a pattern names one"
#define MSG_PARSE_KERNEL_WITH_ACCESSES DIAG_ERROR, "'kernel' in a pattern with read or write statements: the kernel's own accesses are the pattern's"
#define MSG_PARSE_KERNEL_PARAMS DIAG_ERROR, "more than 64 kernel parameters"
#define MSG_PARSE_KERNEL_ARRAYS DIAG_ERROR, "more than %d arrays"
#define MSG_PARSE_KERNEL_COMMENT_NAME DIAG_ERROR, "'// accessan:' wants the name of the line's access: a letter or '_', then letters, digits and '_' (at most 64)"
#define MSG_PARSE_KERNEL_COMMENT_TWICE DIAG_ERROR, "'// accessan: %s' gives a name that the access of line %d has"
#define MSG_PARSE_CONTENTS_AFTER_KERNEL DIAG_ERROR, "'contents' after the 'kernel' line: declare it before"
#define MSG_PARSE_CONTENTS_TWICE DIAG_ERROR, "the contents of '%s' are declared twice"
#define MSG_PARSE_CONTENTS_UNUSED DIAG_ERROR, "'contents' declares what a 'kernel' statement's loads read, and this pattern has none: it would change no figure"
#define MSG_PARSE_CUDA_OPTION_AFTER_KERNEL DIAG_ERROR, "'%s' after the 'kernel' line: the kernel is compiled there; declare it before"

/* ---- patterns and files (pat.c, source.c, arena.c) */
#define MSG_PAT_BANK_MODE DIAG_ERROR, "%s: %s has no %d-byte bank mode (only sm_35 has one)"
#define MSG_FILE_CANNOT_OPEN DIAG_ERROR, "cannot open %s: %s"
#define MSG_FILE_CANNOT_READ DIAG_ERROR, "cannot read %s: %s"
#define MSG_FILE_TOO_LARGE DIAG_ERROR, "%s is larger than %u MiB: not a pattern file"
#define MSG_ARENA_OUT_OF_MEMORY DIAG_ERROR, "out of memory (%zu bytes)"

/* ---- the command line and the commands (cli.c, cmd_*.c, main.c) */

/* ---- baselines (baseline.c) */

/* ---- running a pattern (eval.c, pipeline.c, sweep.c) */

/* ---- CUDA kernels (cudasrc.c, nvrtc.c, ptxcache.c, ptx*.c) */
#define MSG_CUDA_KERNEL_NAME DIAG_ERROR, "the kernel's name: %s"
#define MSG_CUDA_NVRTC_LINE DIAG_ERROR, "%s: NVRTC: %.*s"
#define MSG_CUDA_NVCC_LINE DIAG_ERROR, "%s: nvcc: %.*s"
#define MSG_CUDA_INCLUDE_FOLDER DIAG_ERROR, "include folder '%s': only letters, digits and / . _ + - (nvcc hands its options to a shell)"
#define MSG_CUDA_MACRO DIAG_ERROR, "macro '%s': NAME or NAME=VALUE, the value of letters, digits and _ . + - * / , (nvcc hands its options to a shell)"
#define MSG_CUDA_INCLUDE_IRREGULAR DIAG_ERROR, "%s includes '%s', which is not a regular file (a FIFO or a device would hold the compiler)"
#define MSG_CUDA_HOST_CODE_NO_NVCC DIAG_ERROR, "%s did not compile with NVRTC, which takes device code alone: the file has host code or a system header, which nvcc would compile, but %s"
#define MSG_CUDA_RAN_NVCC DIAG_NOTE, "%s has host code or a system header, so accessan ran nvcc: %s"
#define MSG_CUDA_NEEDS_NVRTC DIAG_ERROR, "'kernel' needs NVRTC, the CUDA run-time compiler: %s"
#define MSG_CUDA_NO_KERNEL_GUESS DIAG_ERROR, "%s has no kernel '%s'%s"
#define MSG_CUDA_NO_KERNEL DIAG_ERROR, "%s has no kernel '%s'"
#define MSG_CUDA_NO_KERNEL_OR_MORE DIAG_ERROR, "%s has no kernel '%s', or more than one (name one of several in quotes with its type, as \"(void (*)(float *))%s\"; a template's instance as %s<float>)"
#define MSG_CUDA_DID_NOT_COMPILE DIAG_ERROR, "%s did not compile (for kernel '%s')"
#define MSG_CUDA_PTXAS_OLD_PROFILE DIAG_NOTE, "kernel '%s': ptxas's report is not available (NVRTC 13 compiles for sm_75 and later, not sm_%d): the stack's %d PTX loads and stores are counted as local memory, though ptxas may keep them in registers"
#define MSG_CUDA_STACK_TOO_LARGE DIAG_ERROR, "kernel '%s' needs a stack frame of %llu bytes a thread (ptxas for sm_%d); a GPU gives a thread at most %u bytes of local memory: it would not launch"
#define MSG_CUDA_PTXAS_FAILED DIAG_ERROR, "kernel '%s' does not compile for sm_%d: %s"
#define MSG_CUDA_PTXAS_UNAVAILABLE DIAG_NOTE, "kernel '%s': ptxas's report is not available (%s): the stack's %d PTX loads and stores are counted as local memory, though ptxas may keep them in registers"
#define MSG_CUDA_STACK_IN_REGISTERS DIAG_NOTE, "kernel '%s': ptxas keeps the stack in registers (0 bytes stack frame for sm_%d): its %d PTX loads and stores make no memory access and are not counted"
#define MSG_CUDA_PTXAS_FRAME DIAG_NOTE, "kernel '%s': ptxas for sm_%d: %llu bytes stack frame, %llu bytes spill stores, %llu bytes spill loads; the stack's %d PTX loads and stores are counted as local memory%s"
#define MSG_CUDA_DYNAMIC_SHARED DIAG_ERROR, "kernel '%s' has the dynamic shared array '%s' (extern __shared__), sized by the launch: declare it before the 'kernel' line as the launch sizes it, as 'shared float %s[N]'"
#define MSG_CUDA_SHARED_NOT_DYNAMIC DIAG_WARNING, "shared array '%s' is no dynamic shared array of kernel '%s' (extern __shared__): the kernel's static ones are its own, and this one is not used"
#define MSG_CUDA_READ_SOURCE DIAG_ERROR, "cannot read the CUDA source '%s': %s"
#define MSG_CUDA_PTX_DECODE DIAG_ERROR, "kernel '%s': %s"
#define MSG_CUDA_PRINTF DIAG_NOTE, "kernel '%s' calls printf: the stores of its arguments to the stack are counted (local memory); vprintf itself is the device runtime's code, whose own loads and stores the model does not count and a GPU's counters do (on an H100, 2 calls made 130 global loads, 436 global stores, 896 local loads and 156 local stores more)"
#define MSG_CUDA_PARAM_COUNT DIAG_ERROR, "kernel '%s' takes %d parameters; the statement gives %d"
#define MSG_CUDA_PARAM_NOT_POINTER DIAG_ERROR, "parameter %d of '%s' is not a pointer: give it a value, not the array '%s'"
#define MSG_CUDA_PARAM_NOT_GLOBAL DIAG_ERROR, "'%s' is a %s array: a kernel parameter points to global memory"
#define MSG_CUDA_PARAM_NOT_WHOLE DIAG_ERROR, "parameter %d of '%s' is %s: give it a whole number, not '%s'"
#define MSG_CUDA_SHARED_ATOMIC64 DIAG_WARNING, "kernel '%s', line %d: an 8-byte atomic on shared memory: its wavefronts follow no rule measured yet"
#define MSG_CUDA_CONTENTS_LOCAL DIAG_ERROR, "'contents local' takes 0 (the stack's bytes are untyped: a zeroed stack is the one contents they have)"
#define MSG_CUDA_ADDRESS_MANY DIAG_ERROR, "kernel '%s': the address of '%s' (line %d) comes from more than one array: the model ties each load or store to one array (choose the array with an if, each branch its own access)"
#define MSG_CUDA_CALL_THROUGH_POINTER DIAG_ERROR, "kernel '%s' makes its loads and stores in a function called through a pointer or not in the PTX ('%s', line %d), which the interpreter does not follow"
#define MSG_CUDA_NO_ACCESS DIAG_ERROR, "kernel '%s' makes no load or store of an array the statement gives it, nor of its own shared or constant variables: nothing to analyze%s"
#define MSG_CUDA_LAUNCH_INSNS DIAG_ERROR, "%s: kernel '%s': the launch runs more than %llu warp instructions%s, its share of --max-work (the interpreter's bound: a kernel runs every warp); raise it with --max-work or analyze a smaller grid"
#define MSG_CUDA_RUN_STOPPED DIAG_ERROR, "kernel '%s', block %lld,%lld,%lld, warp %d, PTX '%s': %s"
#define MSG_CUDA_RUN_STOPPED_FROM DIAG_ERROR, "kernel '%s', block %lld,%lld,%lld, warp %d, PTX '%s': %s; the value comes from line %d ('%s')%s"

#define MSG_CUDA_PLAYGROUND DIAG_ERROR, "the 'kernel' statement (CUDA, compiled with NVRTC) is not available in the playground, which runs in a browser; run the pattern with the command-line accessan"

/* ---- suggest (suggest.c, suggest_kernel.c) */

/* ---- the GPU back end (gpu/host) */
#define MSG_GPU_CUDAGEN_TOO_BIG DIAG_ERROR, "the generated CUDA would pass %u MiB (each access's kernel repeats the code it needs): split the pattern"
#define MSG_GPU_CUDAGEN_SLOT DIAG_ERROR, "variable slot %d out of range"
#define MSG_GPU_CUDAGEN_TOO_LONG DIAG_ERROR, "generating the CUDA would take more than %u steps (each access's kernel walks the pattern): split the pattern"
#define MSG_GPU_CUDAGEN_ACCESS_SIZE DIAG_ERROR, "line %d: an access of %u bytes per thread has no single GPU instruction (1, 2, 4, 8 or 16 bytes)"
#define MSG_GPU_CUDAGEN_CONSTANT_STORE DIAG_ERROR, "line %d: constant memory cannot be written by a kernel"
#define MSG_GPU_CUDAGEN_INDICES DIAG_ERROR, "line %d: %d indices for %d dimensions"
#define MSG_GPU_WRITE_ERROR DIAG_ERROR, "write error"
#define MSG_GPU_OUT_OF_MEMORY DIAG_ERROR, "out of memory"
#define MSG_GPU_CUDAGEN_NO_ACCESS DIAG_ERROR, "no access %d (the pattern has %d)"
#define MSG_GPU_EMIT_CUDA_PLAYGROUND DIAG_ERROR, "--emit-cuda is not available in the playground, which runs in a browser; run the pattern with the command-line accessan"
#define MSG_GPU_XFER_NOT_LOADED DIAG_ERROR, "transfer --gpu: the GPU backend is not loaded"
#define MSG_GPU_XFER_NO_TABLE DIAG_ERROR, "%s has no transfer measurements (interface %d of %s): rebuild it with 'make'"
#define MSG_GPU_XFER_FAILED DIAG_ERROR, "transfer --gpu: %s"
#define MSG_GPU_LOAD_NOT_REGULAR DIAG_ERROR, "cannot load the GPU backend: %s is not a regular file"
#define MSG_GPU_LOAD_FAILED DIAG_ERROR, "cannot load the GPU backend: %s"
#define MSG_GPU_LOAD_NO_ENTRY DIAG_ERROR, "%s is not an accessan GPU backend (no %s)"
#define MSG_GPU_LOAD_ABI DIAG_ERROR, "%s was built for another version of accessan (interface %d expected)"
#define MSG_GPU_LOAD_ENV_NOT_FOUND DIAG_ERROR, "GPU backend not found: %s (from ACCESSAN_GPU_LIB): %s"
#define MSG_GPU_LOAD_NOT_FOUND DIAG_ERROR, "GPU backend not found (looked for %s); 'make' builds it where CUDA's headers are (CUDA_HOME), 'make install' puts it beside the program's PREFIX, and ACCESSAN_GPU_LIB names it anywhere"

#endif
