-- exit: 1
-- stderr: the query gives 2 values per row but 3 columns are expected (k, v, s)
CREATE TABLE t (k INT, v INT, s STRING);
INSERT INTO t VALUES (1, 2);
