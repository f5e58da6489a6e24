-- disable-explicit-type-casting = true: INT to STRING is explicit
-- exit: 1
CREATE TABLE t (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, 2);
ALTER TABLE t MODIFY b STRING;
DESCRIBE t;
