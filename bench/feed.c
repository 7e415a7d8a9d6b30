/*
 * feed FILE PROGRAM [ARG ...]: runs PROGRAM with FILE as its standard input.
 *
 * bench/run times board commands with `hyperfine -N` (no shell), so that a
 * run of under a millisecond is measured as it is instead of disappearing
 * in hyperfine's correction for the shell's start-up time; this wrapper
 * stands in for the shell's `< FILE`.  It adds one small exec to each run.
 */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: feed FILE PROGRAM [ARG ...]\n");
        return 2;
    }
    int fd = open(argv[1], O_RDONLY);
    if (fd < 0) {
        perror(argv[1]);
        return 127;
    }
    if (fd != 0) {
        if (dup2(fd, 0) < 0) {
            perror("dup2");
            return 127;
        }
        close(fd);
    }
    execv(argv[2], argv + 2);
    perror(argv[2]);
    return 127;
}
