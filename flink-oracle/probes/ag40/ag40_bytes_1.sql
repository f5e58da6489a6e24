-- probe ag40: range predicates on a BYTES key / column holding a byte >= 0x80 (fzky_1660)
CREATE TABLE t (k0 BYTES, n INT, PRIMARY KEY (k0) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (X'00ff', 1);
SELECT 'q1', n FROM t WHERE k0 > X'';
SELECT 'q2', n FROM t WHERE k0 > X'00';
SELECT 'q3', n FROM t WHERE k0 < X'01';
SELECT 'q4', n FROM t WHERE k0 >= X'00ff';
SELECT 'q5', n, k0 > X'' FROM t;
INSERT INTO t VALUES (X'7f', 2);
SELECT 'q6', n FROM t WHERE k0 > X'';
SELECT 'q7', n FROM t WHERE k0 > X'00';
CREATE TABLE a (b BYTES, n INT);
INSERT INTO a VALUES (X'00ff', 1);
SELECT 'q8', n FROM a WHERE b > X'';
SELECT 'q9', n FROM a WHERE b < X'01';
