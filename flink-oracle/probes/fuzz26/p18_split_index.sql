CREATE TABLE t (id INT, s STRING);
INSERT INTO t VALUES (1, ''), (2, 'a  b'), (3, 'a '), (4, 'ab'), (5, 'b'), (6, ' x');
SELECT id, SPLIT_INDEX(s, 'a', 0), SPLIT_INDEX(s, 'b', 1), SPLIT_INDEX(s, 'b', 2), RPAD(SPLIT_INDEX(s, 'b', 0), 4, '-') FROM t;
SELECT id, SPLIT_INDEX(s, '', 0), SPLIT_INDEX(s, '', 1), SPLIT_INDEX(s, '', 2), SPLIT_INDEX(s, '', 3) FROM t;
SELECT SPLIT_INDEX('', 'a', 0), SPLIT_INDEX('', '', 0), SPLIT_INDEX('x y', '', 1);
