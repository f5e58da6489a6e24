-- exit: 1
-- stderr: column 'v' of table default.t: cannot cast 'abc' to INT
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 1), (2, 'abc');
