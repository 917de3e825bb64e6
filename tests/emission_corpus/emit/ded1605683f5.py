


def forward(self, x, y):
    a = f('a\'b', "c'd", 'tab\tnl\n\\', '\x00\x7f\x80\xff', '\u1234\U0001f600', 'é中', b'\x00ab\'', '', b'')
    return a
    