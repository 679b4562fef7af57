/*
 * ptxcache.h - compiled PTX kept between runs: a CI job that names one
 * .cu in many patterns, or a sweep run again, compiles it once. An entry
 * is found by a key over everything the compile reads (the toolkit, the
 * options, the source and the files it includes); it holds the PTX and
 * the kernel's lowered name. The folder is $XDG_CACHE_HOME/accessan
 * (else ~/.cache/accessan); ACCESSAN_NO_CACHE (set, not empty) keeps no
 * cache. Entries are written under a temporary name and renamed: runs at
 * once never read one half written.
 */
#ifndef PTXCACHE_H
#define PTXCACHE_H

#include <stddef.h>
#include <stdint.h>

/* A key being made: 128 bits of two hashes over the bytes added, and the
   folder of the cache its entry lies in ("ptx": the compiled PTX). */
typedef struct ptxcache_key {
	uint64_t a, b;
	const char *folder;
} ptxcache_key;

void ptxcache_key_init(ptxcache_key *k);
/* The entry in another folder of the cache (a word of letters: "sass",
   what ptxas made of the PTX, cudasrc.c). */
void ptxcache_key_folder(ptxcache_key *k, const char *folder);
/* Add n bytes of s, and their length (so that "ab"+"c" is not "a"+"bc"). */
void ptxcache_key_add(ptxcache_key *k, const void *s, size_t n);
void ptxcache_key_str(ptxcache_key *k, const char *s);

/* The entry's fields (malloc'ed), or -1 where there is none, or no
   cache. */
int ptxcache_get(const ptxcache_key *k, char **ptx, char **lowered,
                 int *via_nvcc);
/* Keep an entry (quietly nothing where the folder cannot be made). */
void ptxcache_put(const ptxcache_key *k, const char *ptx, const char *lowered,
                  int via_nvcc);

/* The next field at *p, below end: its length in decimal, a newline
   and its bytes (an entry's layout, and NVRTC's child's answer);
   malloc'ed and *p past it, or NULL where none is whole. */
char *ptxcache_field(const char **p, const char *end);

#endif
