-- exit: 1
-- stderr: cannot update primary key column 'k'
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED);
UPDATE t SET k = 2 WHERE v = 1;
