-- by default a nullable column cannot become NOT NULL
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t MODIFY v STRING NOT NULL;
DESCRIBE t;
