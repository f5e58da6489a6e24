-- exit: 1
-- stderr: accepts only +I rows
-- a rejected record fails the statement and nothing of it is committed
CREATE TABLE logs (msg STRING);
INSERT INTO logs VALUES ('kept');
INSERT INTO logs VALUES ('lost'), -D('kept');
