-- exit: 1
-- stderr: ERROR: statement 2 (line 6) "SELEC * FRM t" failed: syntax error
CREATE TABLE t (k INT);
-- the next statement is broken;
-- and the one after it never runs
SELEC * FRM t;
INSERT INTO t VALUES (1);
