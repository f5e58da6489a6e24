-- SPLIT_INDEX: negative / large index, overlapping separators, NULLs, leading / trailing separators
CREATE TABLE t (id INT, s STRING, sep STRING);
INSERT INTO t VALUES (1, 'aaa', 'aa'), (2, ',a,,b,', ','), (3, CAST(NULL AS STRING), ','), (4, 'a,b', CAST(NULL AS STRING)), (5, '  a  b ', ''), (6, 'abcabc', 'bc');
SELECT id, SPLIT_INDEX(s, sep, 0), SPLIT_INDEX(s, sep, 1), SPLIT_INDEX(s, sep, 2), SPLIT_INDEX(s, sep, 3), SPLIT_INDEX(s, sep, -1) FROM t;
SELECT id, SPLIT_INDEX(s, sep, 4), SPLIT_INDEX(s, sep, 5), CHAR_LENGTH(SPLIT_INDEX(s, sep, 1)) FROM t;
